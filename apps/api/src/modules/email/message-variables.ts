// The variables a message names, checked before anything is saved or sent: a name the portal
// does not know is 400 UNKNOWN_VARIABLE (never an empty hole in a sent message), and one a part
// of the audience has no value for is 400 VARIABLE_NOT_AVAILABLE.
import {
  EMAIL_ERRORS,
  EMAIL_VARIABLES,
  LANGUAGES,
  type AudienceKind,
  type EmailVariable,
} from '@portal/shared';
import type { PerLanguageText } from '../../db/schema/email';
import { appError } from '../../lib/errors';

export interface MessageTexts {
  subject: PerLanguageText;
  body: PerLanguageText;
}

const VARIABLE = /\{\{\s*([^{}\s]*)\s*\}\}/g;

function isKnown(name: string): name is EmailVariable {
  return Object.prototype.hasOwnProperty.call(EMAIL_VARIABLES, name);
}

/** Every variable named in the subjects and bodies of every language, in order of writing. */
export function variablesOf(texts: MessageTexts): string[] {
  const names = new Set<string>();
  for (const language of LANGUAGES)
    for (const text of [texts.subject[language], texts.body[language]])
      for (const match of (text ?? '').matchAll(VARIABLE)) names.add(match[1]!);
  return [...names];
}

/** 400 UNKNOWN_VARIABLE for the first name the portal does not know. */
export function checkKnownVariables(texts: MessageTexts): void {
  const unknown = variablesOf(texts).find((name) => !isKnown(name));
  if (unknown !== undefined)
    throw appError(EMAIL_ERRORS.UNKNOWN_VARIABLE, { params: { variable: `{{${unknown}}}` } });
}

/** As checkKnownVariables, and 400 VARIABLE_NOT_AVAILABLE for one a part's kind does not know. */
export function checkVariables(texts: MessageTexts, kinds: readonly AudienceKind[]): void {
  checkKnownVariables(texts);
  for (const name of variablesOf(texts)) {
    const knownTo = EMAIL_VARIABLES[name as EmailVariable] as readonly AudienceKind[];
    const kind = kinds.find((candidate) => !knownTo.includes(candidate));
    if (kind !== undefined)
      throw appError(EMAIL_ERRORS.VARIABLE_NOT_AVAILABLE, {
        params: { variable: `{{${name}}}`, audience: kind },
      });
  }
}
