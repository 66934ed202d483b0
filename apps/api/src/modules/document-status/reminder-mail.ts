// The document status reminders, in the recipient's language: what is still outstanding in the
// year (to sponsors: agreements, the parent agreement, the photo, letters; to students: the
// answers), and a link to the portal.
import type { Language } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

/** One outstanding thing, already in words, and whether it is late. */
export interface OutstandingItem {
  text: string;
  isLate: boolean;
}

const TEXTS: Record<
  Language,
  {
    subject: (year: string) => string;
    greeting: (name: string) => string;
    intro: (year: string) => string;
    late: string;
    agreement: (title: string) => string;
    parentAgreement: string;
    photo: string;
    letter: (number: number, dueDate: string | null) => string;
    answer: (number: number, sponsor: string, dueDate: string | null) => string;
    open: string;
    thanks: string;
  }
> = {
  'en-US': {
    subject: (year) => `Reminder: what is still missing for ${year}`,
    greeting: (name) => `Hello ${name},`,
    intro: (year) =>
      `This is a reminder from the sponsorship programme. For ${year} we still need:`,
    late: '(late)',
    agreement: (title) => `Accept "${title}"`,
    parentAgreement: 'The agreement signed by your parent or guardian',
    photo: 'Your profile photo',
    letter: (number, dueDate) => `Letter ${number}${dueDate ? `, due ${dueDate}` : ''}`,
    answer: (number, sponsor, dueDate) =>
      `Your answer to letter ${number} from ${sponsor}${dueDate ? `, due ${dueDate}` : ''}`,
    open: 'Open the portal:',
    thanks: 'Thank you!',
  },
  'es-CO': {
    subject: (year) => `Recordatorio: lo que aún falta para ${year}`,
    greeting: (name) => `Hola ${name}:`,
    intro: (year) =>
      `Este es un recordatorio del programa de patrocinio. Para ${year} todavía necesitamos:`,
    late: '(atrasado)',
    agreement: (title) => `Aceptar «${title}»`,
    parentAgreement: 'El acuerdo firmado por su padre, madre o acudiente',
    photo: 'Su foto de perfil',
    letter: (number, dueDate) => `La carta ${number}${dueDate ? `, vence el ${dueDate}` : ''}`,
    answer: (number, sponsor, dueDate) =>
      `Su respuesta a la carta ${number} de ${sponsor}${dueDate ? `, vence el ${dueDate}` : ''}`,
    open: 'Abrir el portal:',
    thanks: '¡Gracias!',
  },
};

export function reminderTexts(language: Language) {
  return TEXTS[language];
}

export function buildReminderMail(input: {
  to: string;
  language: Language;
  name: string;
  yearName: string;
  items: OutstandingItem[];
  link: string;
}): MailMessage {
  const texts = TEXTS[input.language];
  const lines = input.items.map((item) => (item.isLate ? `${item.text} ${texts.late}` : item.text));
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject(input.yearName),
    text: [
      texts.greeting(input.name),
      texts.intro(input.yearName),
      lines.map((line) => `- ${line}`).join('\n'),
      `${texts.open}\n${input.link}`,
      texts.thanks,
    ].join('\n\n'),
    html:
      `<p>${escapeHtml(texts.greeting(input.name))}</p>` +
      `<p>${escapeHtml(texts.intro(input.yearName))}</p>` +
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(texts.open)} <a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
      `<p>${escapeHtml(texts.thanks)}</p>`,
  };
}
