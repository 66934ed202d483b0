// A sentence whose last word is a value that ends in its own period ("8:20 p. m.", "Ltda.")
// takes no second one: templates end with "{{time}}." and a time in es-CO ends in "m.". Applied
// to every filled-in message, by the server's formatMessage and the web's i18next alike.

/** Two periods that are not part of an ellipsis ("...") become one. */
const DOUBLED_PERIOD = /(?<!\.)\.\.(?!\.)/g;

export function withoutDoubledPeriods(text: string): string {
  return text.includes('..') ? text.replace(DOUBLED_PERIOD, '.') : text;
}

/**
 * Words of the familiar "tú" that Spanish written in "usted" never uses (the portal speaks to
 * everyone, children too, as "usted": UX.md). Only forms that cannot be read as "usted" or as
 * "él": "tienes", "tu", "te", "envíala", not "lee" or "revisa". Tests hold every es-CO string
 * against it (the web's strings, the shared messages, the e-mails).
 */
export const TU_FORMS =
  /(?<![\p{L}\d])(tú|tu|tus|ti|te|contigo|tienes|puedes|quieres|debes|necesitas|eres|estás|sabes|haces|vas|has|recibes|participas|recibiste|escribiste|enviaste|firmaste|envíala|envíalo|envíalas|envíalos|inténtalo|pídele|pregúntale|escríbele|escríbenos|comunícate|asegúrate|revísala|revísalo|cámbiala|cámbialo|fírmala|fírmalo)(?![\p{L}\d])/iu;
