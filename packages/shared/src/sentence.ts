// A sentence whose last word is a value that ends in its own period ("8:20 p. m.", "Ltda.")
// takes no second one: templates end with "{{time}}." and a time in es-CO ends in "m.". Applied
// to every filled-in message, by the server's formatMessage and the web's i18next alike.

/** Two periods that are not part of an ellipsis ("...") become one. */
const DOUBLED_PERIOD = /(?<!\.)\.\.(?!\.)/g;

export function withoutDoubledPeriods(text: string): string {
  return text.includes('..') ? text.replace(DOUBLED_PERIOD, '.') : text;
}
