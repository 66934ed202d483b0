// A gift's receipt: the e-mail in the donor's language and its PDF (pdfkit), written once the
// gift is confirmed (the provider's webhook, or a coordinator recording a manual gift). The date
// is the calendar day the money was given, in UTC, as the programme books it.
import PDFDocument from 'pdfkit';
import { formatMoney, type Language } from '@portal/shared';
import { escapeHtml } from '../../lib/escape-html';
import type { MailMessage } from '../../lib/mailer';

export interface ReceiptInput {
  to: string;
  language: Language;
  receiptNumber: number;
  paidAt: Date;
  amountCents: number;
  currency: string;
  firstName: string;
  lastName: string;
  method: 'online' | 'cash' | 'cheque';
  memo: string;
  /** "Ana, sponsor of Luis" when the gift was credited to a page; null for the programme. */
  creditedTo: { sponsorFirstName: string; studentFirstName: string } | null;
}

const TEXTS: Record<
  Language,
  {
    programme: string;
    subject: (number: string) => string;
    greeting: (name: string) => string;
    thanks: (amount: string) => string;
    attached: string;
    heading: string;
    number: string;
    date: string;
    amount: string;
    payer: string;
    method: string;
    methods: Record<ReceiptInput['method'], string>;
    credited: string;
    creditedTo: (sponsor: string, student: string) => string;
    generalFund: string;
    memo: string;
    noGoods: string;
    fileName: (number: string) => string;
  }
> = {
  'en-US': {
    programme: 'Student Sponsorship Programme',
    subject: (number) => `Thank you for your gift: receipt ${number}`,
    greeting: (name) => `Dear ${name},`,
    thanks: (amount) =>
      `Thank you for your gift of ${amount} to the Student Sponsorship Programme. It helps students in the villages stay in school.`,
    attached: 'Your receipt is attached to this e-mail as a PDF. Keep it for your records.',
    heading: 'Donation receipt',
    number: 'Receipt number',
    date: 'Date of the gift',
    amount: 'Amount',
    payer: 'Received from',
    method: 'Payment method',
    methods: { online: 'Online payment', cash: 'Cash', cheque: 'Cheque' },
    credited: 'Credited to',
    creditedTo: (sponsor, student) => `${sponsor}'s page for ${student}`,
    generalFund: 'The programme',
    memo: 'Memo',
    noGoods: 'No goods or services were provided in exchange for this gift.',
    fileName: (number) => `receipt-${number}.pdf`,
  },
  'es-CO': {
    programme: 'Programa de Patrocinio Estudiantil',
    subject: (number) => `Gracias por su donación: recibo ${number}`,
    greeting: (name) => `Apreciado(a) ${name}:`,
    thanks: (amount) =>
      `Gracias por su donación de ${amount} al Programa de Patrocinio Estudiantil. Ayuda a que los estudiantes de las veredas sigan estudiando.`,
    attached: 'Adjuntamos su recibo en PDF. Consérvelo para sus registros.',
    heading: 'Recibo de donación',
    number: 'Número de recibo',
    date: 'Fecha de la donación',
    amount: 'Valor',
    payer: 'Recibido de',
    method: 'Medio de pago',
    methods: { online: 'Pago en línea', cash: 'Efectivo', cheque: 'Cheque' },
    credited: 'Abonado a',
    creditedTo: (sponsor, student) => `la página de ${sponsor} para ${student}`,
    generalFund: 'El programa',
    memo: 'Nota',
    noGoods: 'No se entregaron bienes ni servicios a cambio de esta donación.',
    fileName: (number) => `recibo-${number}.pdf`,
  },
};

/** Receipt numbers are shown with six digits ("000042"), so they sort as text too. */
export function formatReceiptNumber(receiptNumber: number): string {
  return String(receiptNumber).padStart(6, '0');
}

/** The day of the gift in the donor's language (UTC calendar day): "November 26, 2026". */
function formatGiftDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function receiptFields(input: ReceiptInput): Array<[string, string]> {
  const texts = TEXTS[input.language];
  const fields: Array<[string, string]> = [
    [texts.number, formatReceiptNumber(input.receiptNumber)],
    [texts.date, formatGiftDate(input.paidAt, input.language)],
    [texts.amount, formatMoney(input.amountCents, input.currency, input.language)],
    [texts.payer, `${input.firstName} ${input.lastName}`],
    [texts.method, texts.methods[input.method]],
    [
      texts.credited,
      input.creditedTo
        ? texts.creditedTo(input.creditedTo.sponsorFirstName, input.creditedTo.studentFirstName)
        : texts.generalFund,
    ],
  ];
  if (input.memo) fields.push([texts.memo, input.memo]);
  return fields;
}

/** Renders the receipt into memory (one page). */
export function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const texts = TEXTS[input.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `${texts.heading} ${formatReceiptNumber(input.receiptNumber)}`,
      Author: texts.programme,
      Subject: texts.heading,
      CreationDate: input.paidAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(texts.programme.toUpperCase());
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(texts.heading);
  pdf.moveDown();
  for (const [label, value] of receiptFields(input)) {
    pdf.font('Helvetica-Bold').fontSize(10).text(label);
    pdf.font('Helvetica').fontSize(11).text(value);
    pdf.moveDown(0.4);
  }
  pdf.moveDown();
  pdf.font('Helvetica-Oblique').fontSize(10).text(texts.noGoods);
  pdf.end();
  return done;
}

/** The receipt e-mail with its PDF attached. */
export async function buildReceiptMail(input: ReceiptInput): Promise<MailMessage> {
  const texts = TEXTS[input.language];
  const number = formatReceiptNumber(input.receiptNumber);
  const greeting = texts.greeting(input.firstName);
  const thanks = texts.thanks(formatMoney(input.amountCents, input.currency, input.language));
  const lines = receiptFields(input).map(([label, value]) => `${label}: ${value}`);
  return {
    to: input.to,
    language: input.language,
    subject: texts.subject(number),
    text: `${greeting}\n\n${thanks}\n\n${lines.join('\n')}\n\n${texts.noGoods}\n\n${texts.attached}\n\n${texts.programme}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(thanks)}</p>` +
      `<p>${lines.map((line) => escapeHtml(line)).join('<br>')}</p>` +
      `<p>${escapeHtml(texts.noGoods)}</p><p>${escapeHtml(texts.attached)}</p>` +
      `<p>${escapeHtml(texts.programme)}</p>`,
    attachments: [
      {
        filename: texts.fileName(number),
        contentType: 'application/pdf',
        content: await renderReceiptPdf(input),
      },
    ],
  };
}
