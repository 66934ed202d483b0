// The letters' e-mails, in the recipient's language. A notice never carries the letter itself
// (it is read in the portal, after screening): only who wrote and a link.
import type { Language, LetterWriter } from '@portal/shared';
import type { Database } from '../../db/client';
import { escapeHtml } from '../../lib/escape-html';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { queuePushNotice } from '../../lib/push/push-queue';

const TEXTS: Record<
  Language,
  {
    greeting: (name: string) => string;
    arrivedSubject: (writer: string) => string;
    arrivedBody: (writer: string, number: number) => string;
    returnedSubject: (number: number) => string;
    returnedBody: (number: number) => string;
    noteLabel: string;
    open: string;
  }
> = {
  'en-US': {
    greeting: (name) => `Hello ${name},`,
    arrivedSubject: (writer) => `You have a new letter from ${writer}`,
    arrivedBody: (writer, number) =>
      `${writer} wrote you letter ${number}. Sign in to the sponsorship portal to read it.`,
    returnedSubject: (number) => `Your letter ${number} needs a change`,
    returnedBody: (number) =>
      `A coordinator returned your letter ${number} before delivering it. Read their note, change the letter and send it again.`,
    noteLabel: 'Note from the coordinator:',
    open: 'Open the letter:',
  },
  'es-CO': {
    greeting: (name) => `Hola ${name}:`,
    arrivedSubject: (writer) => `Tiene una carta nueva de ${writer}`,
    arrivedBody: (writer, number) =>
      `${writer} le escribió la carta ${number}. Ingrese al portal de patrocinio para leerla.`,
    returnedSubject: (number) => `Su carta ${number} necesita un cambio`,
    returnedBody: (number) =>
      `Un coordinador devolvió su carta ${number} antes de entregarla. Lea la nota, cambie la carta y envíela de nuevo.`,
    noteLabel: 'Nota del coordinador:',
    open: 'Abrir la carta:',
  },
};

/** Where a notice goes, in which language, and the letter it links to. */
interface NoticeAddress {
  to: string;
  language: Language;
  link: string;
}

function mail(address: NoticeAddress, subject: string, paragraphs: string[]): MailMessage {
  const { to, language, link } = address;
  const open = TEXTS[language].open;
  return {
    to,
    language,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${open}\n${link}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      `<p>${escapeHtml(open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** "You have a new letter from Ana": to the recipient, once the letter is delivered. */
export function buildLetterArrivedMail(
  input: NoticeAddress & { recipientName: string; writerName: string; number: number },
): MailMessage {
  const texts = TEXTS[input.language];
  return mail(input, texts.arrivedSubject(input.writerName), [
    texts.greeting(input.recipientName),
    texts.arrivedBody(input.writerName, input.number),
  ]);
}

/** To the writer, when a coordinator returns their letter with a note. */
export function buildLetterReturnedMail(
  input: NoticeAddress & { writerName: string; number: number; note: string },
): MailMessage {
  const texts = TEXTS[input.language];
  return mail(input, texts.returnedSubject(input.number), [
    texts.greeting(input.writerName),
    texts.returnedBody(input.number),
    `${texts.noteLabel} ${input.note}`,
  ]);
}

/** Who the notices go to: both sides' first names, e-mails and account languages. */
export interface LetterPeople {
  sponsorUserId: number | null;
  sponsorFirstName: string;
  sponsorEmail: string | null;
  sponsorLanguage: string | null;
  studentFirstName: string;
  studentEmail: string | null;
  studentLanguage: string | null;
}

function languageOf(value: string | null): Language {
  return value === 'es-CO' ? 'es-CO' : 'en-US';
}

/** "You have a new letter": queued in the delivery's transaction, to the recipient (and their phone). */
export async function queueArrivedNotice(
  mailer: Pick<Mailer, 'send'>,
  tx: Database,
  publicUrl: string,
  people: LetterPeople,
  letter: { id: number; number: number; writer: LetterWriter },
): Promise<void> {
  const isToStudent = letter.writer === 'sponsor';
  // A sponsor's phone is told too; the notice names the student's first name, never the letter.
  if (!isToStudent && people.sponsorUserId !== null)
    await queuePushNotice(tx, {
      userId: people.sponsorUserId,
      key: `letter:${letter.id}`,
      path: `/edrocks/letters/${letter.id}`,
      notice: { topic: 'newLetter', firstName: people.studentFirstName },
    });
  const to = isToStudent ? people.studentEmail : people.sponsorEmail;
  if (!to) return;
  await mailer.send(
    {
      ...buildLetterArrivedMail({
        to,
        language: languageOf(isToStudent ? people.studentLanguage : people.sponsorLanguage),
        recipientName: isToStudent ? people.studentFirstName : people.sponsorFirstName,
        writerName: isToStudent ? people.sponsorFirstName : people.studentFirstName,
        number: letter.number,
        link: `${publicUrl}/edrocks/letters/${letter.id}`,
      }),
      kind: 'letterNotice',
    },
    tx,
  );
}

/** "Your letter needs a change": queued with the return, to the writer. */
export async function queueReturnedNotice(
  mailer: Pick<Mailer, 'send'>,
  tx: Database,
  publicUrl: string,
  people: LetterPeople,
  letter: { id: number; number: number; writer: LetterWriter },
  note: string,
): Promise<void> {
  const isBySponsor = letter.writer === 'sponsor';
  const to = isBySponsor ? people.sponsorEmail : people.studentEmail;
  if (!to) return;
  await mailer.send(
    {
      ...buildLetterReturnedMail({
        to,
        language: languageOf(isBySponsor ? people.sponsorLanguage : people.studentLanguage),
        writerName: isBySponsor ? people.sponsorFirstName : people.studentFirstName,
        number: letter.number,
        note,
        link: `${publicUrl}/edrocks/letters/${letter.id}`,
      }),
      kind: 'letterNotice',
    },
    tx,
  );
}
