// The Web Push variables (read by config.ts with the others) turned into the push settings. One
// VAPID key without the other is refused: the server would sign with a key pair push services
// never saw (decision 048).

export interface PushSettings {
  /** The VAPID keys when set; unset: generated once and kept in DATA_DIR (lib/push/push-keys.ts). */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** A mailto: or https: address push services may write to; unset: PUBLIC_URL or MAIL_FROM's. */
  subject: string | undefined;
  /** Origins taken as push endpoints although local or plain http: tests only; empty in production. */
  testOrigins: string[];
}

export interface PushVariables {
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT?: string | undefined;
  PUSH_TEST_ORIGINS: string[];
}

/** The settings, or a message when only one of the two keys is set. */
export function parsePushSettings(variables: PushVariables): PushSettings | string {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = variables;
  if ((publicKey === undefined) !== (privateKey === undefined))
    return 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither';
  return {
    vapid:
      publicKey !== undefined && privateKey !== undefined ? { publicKey, privateKey } : undefined,
    subject: variables.VAPID_SUBJECT,
    testOrigins: variables.PUSH_TEST_ORIGINS,
  };
}
