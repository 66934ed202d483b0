// Messages the server may answer with and the web shows: errors and field validation.
// They live here, not in the web's locale files, because both sides translate them. Each
// language's catalogue is a file of its own (messages/<language>.ts): the web loads only the one
// it shows; the server answers in either.
import type { Language } from './constants';
import { intlFormatter } from './intl';
import { withPluralCount, type MessageParams } from './plural';
import { withoutDoubledPeriods } from './sentence';
import { EN_US_MESSAGES, type MessageKey } from './messages/en-US';
import { ES_CO_MESSAGES } from './messages/es-CO';

export { EN_US_MESSAGES, ES_CO_MESSAGES, type MessageKey };

export const MESSAGES: Record<Language, Record<MessageKey, string>> = {
  'en-US': EN_US_MESSAGES,
  'es-CO': ES_CO_MESSAGES,
};

export { withPluralCount, type MessageParams };

/** The message's form for its number (`key_one`) when it has one, else the key itself. */
function pluralKey(language: Language, key: MessageKey, params?: MessageParams): MessageKey {
  const count = withPluralCount(params)?.count;
  if (typeof count !== 'number') return key;
  const form = `${key}_${intlFormatter(Intl.PluralRules, language).select(count)}`;
  return isMessageKey(form) ? form : key;
}

/** Fills `{{name}}` placeholders the same way i18next does, for the server's answers. */
export function formatMessage(language: Language, key: MessageKey, params?: MessageParams): string {
  const chosen = pluralKey(language, key, params);
  return fillPlaceholders(MESSAGES[language][chosen] ?? MESSAGES['en-US'][chosen], params);
}

/** A template's `{{name}}` placeholders filled from params; one without a value stays as it is. */
export function fillPlaceholders(template: string, params?: MessageParams): string {
  return withoutDoubledPeriods(
    template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) =>
      params && name in params ? String(params[name]) : `{{${name}}}`,
    ),
  );
}

export function isMessageKey(value: string): value is MessageKey {
  return value in EN_US_MESSAGES;
}

/**
 * Zod issues carry one string; a field message that needs a number ("Min {num} characters")
 * packs its parameters behind a `|`. `parseFieldMessage` unpacks it on either side.
 */
export function fieldMessage(key: MessageKey, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

export function parseFieldMessage(message: string): { key: MessageKey; params?: MessageParams } {
  const bar = message.indexOf('|');
  const key = bar === -1 ? message : message.slice(0, bar);
  if (!isMessageKey(key)) return { key: 'validation.invalidValue' };
  if (bar === -1) return { key };
  try {
    return { key, params: JSON.parse(message.slice(bar + 1)) as MessageParams };
  } catch {
    return { key };
  }
}
