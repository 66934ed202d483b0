// The recommitment e-mail, in the sponsor's language: which students wait for their answer and a
// link to the dashboard, where they answer. The first one goes when recommit runs; the same
// e-mail reminds them, at most once a week, while a request waits.
import type { Language } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

const TEXTS: Record<
  Language,
  {
    subject: (year: string) => string;
    reminderSubject: (year: string) => string;
    greeting: (name: string) => string;
    body: (year: string) => string;
    students: string;
    howTo: string;
    open: string;
  }
> = {
  'en-US': {
    subject: (year) => `Will you sponsor again in ${year}?`,
    reminderSubject: (year) => `Reminder: your answer for ${year} is waiting`,
    greeting: (name) => `Hello ${name},`,
    body: (year) =>
      `A new school year, ${year}, is about to begin. Your students keep their place with you until you answer.`,
    students: 'Waiting for your answer:',
    howTo:
      'Sign in to the sponsorship portal and choose "Recommit" or "I changed my mind" for each student.',
    open: 'Open your dashboard:',
  },
  'es-CO': {
    subject: (year) => `¿Seguirá apadrinando en ${year}?`,
    reminderSubject: (year) => `Recordatorio: su respuesta para ${year} está pendiente`,
    greeting: (name) => `Hola ${name}:`,
    body: (year) =>
      `Un nuevo año escolar, ${year}, está por comenzar. Sus estudiantes conservan su lugar con usted hasta que responda.`,
    students: 'Esperan su respuesta:',
    howTo:
      'Ingrese al portal de patrocinio y elija "Renovar" o "Cambié de opinión" para cada estudiante.',
    open: 'Abrir su tablero:',
  },
};

export interface RecommitmentNotice {
  to: string;
  language: Language;
  sponsorFirstName: string;
  yearName: string;
  studentFirstNames: string[];
  isReminder: boolean;
  link: string;
}

export function buildRecommitmentMail(notice: RecommitmentNotice): MailMessage {
  const texts = TEXTS[notice.language];
  const intro = [texts.greeting(notice.sponsorFirstName), texts.body(notice.yearName)];
  const list = notice.studentFirstNames;
  const text = [
    ...intro,
    `${texts.students}\n${list.map((name) => `- ${name}`).join('\n')}`,
    texts.howTo,
    `${texts.open}\n${notice.link}`,
  ].join('\n\n');
  const html =
    intro.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p>${escapeHtml(texts.students)}</p><ul>${list
      .map((name) => `<li>${escapeHtml(name)}</li>`)
      .join('')}</ul>` +
    `<p>${escapeHtml(texts.howTo)}</p>` +
    `<p>${escapeHtml(texts.open)} <a href="${escapeHtml(notice.link)}">${escapeHtml(notice.link)}</a></p>`;
  return {
    to: notice.to,
    language: notice.language,
    subject: notice.isReminder
      ? texts.reminderSubject(notice.yearName)
      : texts.subject(notice.yearName),
    text: `${text}\n`,
    html,
  };
}
