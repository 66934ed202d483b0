// An area's own refusals, declared beside its contracts (`schemas/<area>-errors.ts`) with their
// status and their words in every language, so that a new area adds no line to the platform's
// `errors.ts` or to the two message catalogues (decision 041). The server words the answer from
// the declaration in the request's language; the web shows those words, as it asks in its own.
import type { LocalizedText } from './constants';
import type { ErrorStatus } from './endpoint';

/**
 * One refusal: its status (never 429: a throttled answer is the platform's, with its wait) and
 * its message in each language, with `{{name}}` placeholders filled from the error's params.
 */
export interface AreaErrorDeclaration {
  status: Exclude<ErrorStatus, 429>;
  message: LocalizedText;
}

export interface AreaError<Code extends string = string> extends AreaErrorDeclaration {
  code: Code;
  /** `<area>.errors.<CODE>`: never a key of the shared catalogue, so never shadowed by one. */
  messageKey: string;
}

export type AreaErrors<Declared extends Record<string, AreaErrorDeclaration>> = {
  readonly [Code in keyof Declared & string]: AreaError<Code>;
};

const CODE_SHAPE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const AREA_SHAPE = /^[a-z][a-z0-9-]*$/;

/**
 * `defineAreaErrors('widgets', { WIDGET_FULL: { status: 409, message: { 'en-US': ..., 'es-CO':
 * ... } } })`. A language left out is a type error; an empty message or a code that is not
 * SCREAMING_SNAKE_CASE stops the module from loading, so it cannot reach an answer.
 */
export function defineAreaErrors<const Declared extends Record<string, AreaErrorDeclaration>>(
  area: string,
  declared: Declared,
): AreaErrors<Declared> {
  if (!AREA_SHAPE.test(area)) throw new Error(`Area name "${area}" must be kebab-case`);
  const errors: Record<string, AreaError> = {};
  for (const [code, declaration] of Object.entries(declared)) {
    if (!CODE_SHAPE.test(code))
      throw new Error(`Error code "${code}" must be SCREAMING_SNAKE_CASE`);
    for (const [language, words] of Object.entries(declaration.message)) {
      if (words.trim() === '') throw new Error(`Error ${code} has no message in ${language}`);
    }
    errors[code] = { ...declaration, code, messageKey: `${area}.errors.${code}` };
  }
  return Object.freeze(errors) as AreaErrors<Declared>;
}

/** Whether a value is an area's declared errors (what `defineAreaErrors` returns). */
export function isAreaErrors(value: unknown): value is Record<string, AreaError> {
  if (typeof value !== 'object' || value === null || !Object.isFrozen(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(
      ([code, error]) =>
        typeof error === 'object' &&
        error !== null &&
        (error as Partial<AreaError>).code === code &&
        typeof (error as Partial<AreaError>).messageKey === 'string',
    )
  );
}
