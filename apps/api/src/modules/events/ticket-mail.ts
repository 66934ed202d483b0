// The tickets' e-mail, in the buyer's language: one line per ticket with its code, each
// ticket's QR code as a PNG, and a PDF with one ticket per page (event, date and time in the
// event's zone, place, ticket type, buyer, code and QR). The QR holds the code as shown
// (ABCD-EFGH-JKMN), which the check-in screen accepts as typed.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatMoney, formatTicketCode, formatZonedRange, type Language } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailAttachment } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';

export interface TicketDocument {
  code: string;
  ticketType: string;
}

export interface TicketMailInput {
  to: string;
  language: Language;
  buyerName: string;
  event: {
    name: string;
    location: string;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    /** The public page, `${publicUrl}/event/{slug}`. */
    url: string;
  };
  totalCents: number;
  currency: string;
  tickets: TicketDocument[];
}

const TEXTS: Record<
  Language,
  {
    subject: (event: string) => string;
    greeting: (name: string) => string;
    intro: (count: number, event: string) => string;
    when: string;
    where: string;
    total: string;
    codes: string;
    atTheDoor: string;
    ticket: string;
    ticketType: string;
    holder: string;
    code: string;
    fileName: string;
  }
> = {
  'en-US': {
    subject: (event) => `Your tickets for ${event}`,
    greeting: (name) => `Hello ${name},`,
    intro: (count, event) =>
      count === 1
        ? `Here is your ticket for ${event}.`
        : `Here are your ${count} tickets for ${event}.`,
    when: 'When',
    where: 'Where',
    total: 'Total paid',
    codes: 'Ticket codes',
    atTheDoor:
      'Show the QR code of each ticket at the door (on your phone or printed), or tell the coordinator its code. Each ticket lets one person in, once. The tickets are attached as a PDF.',
    ticket: 'Ticket',
    ticketType: 'Ticket type',
    holder: 'Bought by',
    code: 'Code',
    fileName: 'tickets',
  },
  'es-CO': {
    subject: (event) => `Sus boletas para ${event}`,
    greeting: (name) => `Hola ${name}:`,
    intro: (count, event) =>
      count === 1
        ? `Esta es su boleta para ${event}.`
        : `Estas son sus ${count} boletas para ${event}.`,
    when: 'Cuándo',
    where: 'Dónde',
    total: 'Total pagado',
    codes: 'Códigos de las boletas',
    atTheDoor:
      'Muestre el código QR de cada boleta en la entrada (en su celular o impreso), o dígale el código al coordinador. Cada boleta permite la entrada de una persona, una sola vez. Adjuntamos las boletas en PDF.',
    ticket: 'Boleta',
    ticketType: 'Tipo de boleta',
    holder: 'Comprada por',
    code: 'Código',
    fileName: 'boletas',
  },
};

/**
 * "Saturday, December 12, 2026, 7:00 – 10:00 PM (Colombia Standard Time)": the event's times in
 * its own zone, labelled, written by the same shared helper as the web page's.
 */
export function formatEventTime(
  startsAt: Date,
  endsAt: Date,
  timeZone: string,
  language: Language,
): string {
  return formatZonedRange(startsAt, endsAt, timeZone, language);
}

function qrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(formatTicketCode(code), {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 320,
  });
}

export async function renderTicketsPdf(input: TicketMailInput, qrCodes: Buffer[]): Promise<Buffer> {
  const texts = TEXTS[input.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    autoFirstPage: false,
    info: { Title: texts.subject(input.event.name) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // The PDF's built-in fonts have no narrow spaces (Intl puts them around times): plain ones.
  const when = formatEventTime(
    input.event.startsAt,
    input.event.endsAt,
    input.event.timeZone,
    input.language,
  ).replace(/[\u2009\u202f]/g, ' ');
  input.tickets.forEach((ticket, index) => {
    pdf.addPage();
    pdf
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#555555')
      .text(`${texts.ticket.toUpperCase()} ${index + 1} / ${input.tickets.length}`);
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').fontSize(22).fillColor('#000000').text(input.event.name);
    pdf.moveDown();
    const field = (label: string, value: string) => {
      pdf.font('Helvetica-Bold').fontSize(10).fillColor('#555555').text(label);
      pdf.font('Helvetica').fontSize(13).fillColor('#000000').text(value);
      pdf.moveDown(0.5);
    };
    field(texts.when, when);
    if (input.event.location) field(texts.where, input.event.location);
    field(texts.ticketType, ticket.ticketType);
    field(texts.holder, input.buyerName);
    pdf.moveDown(0.5);
    const qr = qrCodes[index];
    if (qr) pdf.image(qr, { fit: [220, 220] });
    pdf.moveDown(0.5);
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#555555').text(texts.code);
    pdf.font('Courier-Bold').fontSize(24).fillColor('#000000').text(formatTicketCode(ticket.code));
  });
  pdf.end();
  return done;
}

/** The message with its attachments (the QR PNGs and the PDF). */
export async function buildTicketMail(input: TicketMailInput): Promise<MailMessage> {
  const texts = TEXTS[input.language];
  const qrCodes = await Promise.all(input.tickets.map((ticket) => qrPng(ticket.code)));
  const pdf = await renderTicketsPdf(input, qrCodes);
  const when = formatEventTime(
    input.event.startsAt,
    input.event.endsAt,
    input.event.timeZone,
    input.language,
  );
  const greeting = texts.greeting(input.buyerName);
  const intro = texts.intro(input.tickets.length, input.event.name);
  const total =
    input.totalCents > 0
      ? `${texts.total}: ${formatMoney(input.totalCents, input.currency, input.language)}`
      : undefined;
  const codeLines = input.tickets.map(
    (ticket) => `${formatTicketCode(ticket.code)} (${ticket.ticketType})`,
  );
  const details = [
    `${texts.when}: ${when}`,
    ...(input.event.location ? [`${texts.where}: ${input.event.location}`] : []),
    ...(total ? [total] : []),
  ];
  const text =
    `${greeting}\n\n${intro}\n\n${details.join('\n')}\n\n${texts.codes}:\n` +
    `${codeLines.map((line) => `- ${line}`).join('\n')}\n\n${texts.atTheDoor}\n\n${input.event.url}\n`;
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    `<p>${details.map(escapeHtml).join('<br>')}</p>` +
    `<p><strong>${escapeHtml(texts.codes)}</strong></p><ul>` +
    codeLines.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('') +
    `</ul><p>${escapeHtml(texts.atTheDoor)}</p>` +
    `<p><a href="${escapeHtml(input.event.url)}">${escapeHtml(input.event.url)}</a></p>`;
  const attachments: MailAttachment[] = [
    { filename: `${texts.fileName}.pdf`, contentType: 'application/pdf', content: pdf },
    ...input.tickets.map((ticket, index) => ({
      filename: `${texts.ticket.toLowerCase()}-${formatTicketCode(ticket.code)}.png`,
      contentType: 'image/png',
      content: qrCodes[index] as Buffer,
    })),
  ];
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject(input.event.name),
    text,
    html,
    attachments,
  };
}
