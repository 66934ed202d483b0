// Which number a message's words agree with, on both sides: the server's formatMessage picks the
// message's plural form by it, the web hands it to i18next as `count`. Its own file, without the
// catalogue, so that the web's error helpers bring no messages to the sign-in page.

export type MessageParams = Record<string, string | number>;

/**
 * The placeholders whose number a message's words agree with ("Espere 1 minuto", "Espere 2
 * minutos"), the first one present wins. A message that changes with the number has a form per
 * plural category next to it (`errors.tooManyAttempts_one`), as i18next reads them with `count`.
 */
const PLURAL_PARAMS = ['count', 'minutes'] as const;

/** The params with i18next's `count` set from the number the message agrees with, if any. */
export function withPluralCount(params: MessageParams | undefined): MessageParams | undefined {
  if (!params || params.count !== undefined) return params;
  const number = PLURAL_PARAMS.map((name) => params[name]).find((value) => value !== undefined);
  return typeof number === 'number' ? { ...params, count: number } : params;
}
