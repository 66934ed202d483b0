// The e-mail area's words only the server writes (decision 041): the layout around a campaign's
// message, the note on a message written in the other language, and the variables' stand-ins
// when a recipient has no value for them.
import type { Language } from '@portal/shared';

export interface MessageWords {
  /** The layout's header. */
  programme: string;
  /** At the top of a message not written in the recipient's language. */
  writtenInOther: string;
  /** The footer: why the recipient gets it. */
  why: string;
  /** The footer's unsubscribe link. */
  unsubscribe: string;
  /** `{{studentFirstName}}` of a sponsor without a student this year. */
  yourStudent: string;
  /** `{{letterDue}}` when every letter of the year is written (or none is dated). */
  noLetterDue: string;
  /** Joins the last two of several names ("Ana and Luis"). */
  and: string;
}

export const MESSAGE_WORDS: Record<Language, MessageWords> = {
  'en-US': {
    programme: 'Edrocks Sponsorship Program',
    writtenInOther: 'This message was written in Spanish.',
    why: 'You receive this e-mail because you take part in the Edrocks sponsorship program.',
    unsubscribe: 'Unsubscribe from these e-mails',
    yourStudent: 'your student',
    noLetterDue: 'none pending',
    and: 'and',
  },
  'es-CO': {
    programme: 'Programa de Patrocinio Edrocks',
    writtenInOther: 'Este mensaje se escribió en inglés.',
    why: 'Recibe este correo porque participa en el programa de patrocinio de Edrocks.',
    unsubscribe: 'Cancelar la suscripción a estos correos',
    yourStudent: 'su estudiante',
    noLetterDue: 'ninguna pendiente',
    and: 'y',
  },
};

/** "Ana", "Ana and Luis", "Ana, Luis and Sofía" in the language. */
export function joinNames(language: Language, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${MESSAGE_WORDS[language].and} ${names.at(-1)}`;
}

/** A day (YYYY-MM-DD) in words in the language: "October 13, 2026" / "13 de octubre de 2026". */
export function formatDay(language: Language, day: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
