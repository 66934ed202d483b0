// The parent agreement's e-mails, in the parent's language: the link to sign, and afterwards
// the signed agreement as a PDF.
import type { Language } from '@portal/shared';
import type { MailAttachment } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';
import { escapeHtml } from '../../lib/escape-html';

const TEXTS: Record<
  Language,
  {
    linkSubject: (sponsor: string) => string;
    greeting: (name: string) => string;
    linkBody: (sponsor: string) => string;
    validUntil: (date: string) => string;
    ignore: string;
    signedSubject: (sponsor: string) => string;
    signedBody: (sponsor: string) => string;
    fileName: string;
  }
> = {
  'en-US': {
    linkSubject: (sponsor) => `Please sign the parent agreement for ${sponsor}`,
    greeting: (name) => `Hello ${name},`,
    linkBody: (sponsor) =>
      `${sponsor} wants to join the student sponsorship programme. Because ${sponsor} is under 18, a parent or guardian must read and sign the parent agreement. Open this link to read it and sign it on your phone or computer:`,
    validUntil: (date) => `The link works once, until ${date}.`,
    ignore: 'If you do not know this sponsor, you can ignore this e-mail.',
    signedSubject: (sponsor) => `Your signed parent agreement for ${sponsor}`,
    signedBody: (sponsor) =>
      `Thank you for signing the parent agreement for ${sponsor}. Your signed copy is attached as a PDF.`,
    fileName: 'parent-agreement',
  },
  'es-CO': {
    linkSubject: (sponsor) => `Firme la autorización de padres de ${sponsor}`,
    greeting: (name) => `Hola ${name}:`,
    linkBody: (sponsor) =>
      `${sponsor} quiere participar en el programa de patrocinio de estudiantes. Como ${sponsor} es menor de 18 años, un padre, madre o acudiente debe leer y firmar la autorización de padres. Abra este enlace para leerla y firmarla desde su celular o computador:`,
    validUntil: (date) => `El enlace funciona una sola vez, hasta el ${date}.`,
    ignore: 'Si no conoce a este patrocinador, puede ignorar este correo.',
    signedSubject: (sponsor) => `Su autorización de padres firmada para ${sponsor}`,
    signedBody: (sponsor) =>
      `Gracias por firmar la autorización de padres de ${sponsor}. Adjuntamos su copia firmada en PDF.`,
    fileName: 'autorizacion-de-padres',
  },
};

function formatDay(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

export function buildParentLinkMail(input: {
  to: string;
  parentName: string;
  sponsorName: string;
  language: Language;
  link: string;
  expiresAt: Date;
}): MailMessage {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.parentName);
  const body = texts.linkBody(input.sponsorName);
  const valid = texts.validUntil(formatDay(input.expiresAt, input.language));
  return {
    to: input.to,
    language: input.language,
    subject: texts.linkSubject(input.sponsorName),
    text: `${greeting}\n\n${body}\n\n${input.link}\n\n${valid}\n\n${texts.ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>` +
      `<p>${escapeHtml(valid)}</p><p>${escapeHtml(texts.ignore)}</p>`,
  };
}

export function buildSignedCopyMail(input: {
  to: string;
  parentName: string;
  sponsorName: string;
  language: Language;
  pdfs: Buffer[];
}): MailMessage {
  const texts = TEXTS[input.language];
  const greeting = texts.greeting(input.parentName);
  const body = texts.signedBody(input.sponsorName);
  const attachments: MailAttachment[] = input.pdfs.map((content, index) => ({
    filename: `${texts.fileName}${input.pdfs.length > 1 ? `-${index + 1}` : ''}.pdf`,
    contentType: 'application/pdf',
    content,
  }));
  return {
    to: input.to,
    language: input.language,
    subject: texts.signedSubject(input.sponsorName),
    text: `${greeting}\n\n${body}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>`,
    attachments,
  };
}
