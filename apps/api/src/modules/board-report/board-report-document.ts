// The monthly programme report, as the board reads it: the same figures as a short e-mail (Markdown,
// which the campaign turns into HTML and text) and as a one-page PDF, each in the member's
// language. The figures are written in as values: only `{{firstName}}` is left for the campaign to
// fill per member.
import PDFDocument from 'pdfkit';
import { formatMoney, intlFormatter, type Language } from '@portal/shared';
import type { BoardFigures } from './board-figures.repo';

interface Words {
  subject: (month: string) => string;
  greeting: string;
  intro: (month: string, year: string) => string;
  noYear: string;
  title: string;
  students: string;
  active: string;
  sponsored: string;
  waiting: string;
  sponsors: string;
  newThisYear: string;
  letters: string;
  delivered: string;
  inReview: string;
  donations: string;
  thisYear: string;
  lastYear: string;
  gifts: string;
  tickets: string;
  attached: string;
  generated: string;
}

const WORDS: Record<Language, Words> = {
  'en-US': {
    subject: (month) => `Programme report: ${month}`,
    greeting: 'Dear {{firstName}},',
    intro: (month, year) => `Here are the programme's figures for ${month} (school year ${year}).`,
    noYear: 'No school year is open at the moment.',
    title: 'Programme report',
    students: 'Students',
    active: 'Active students',
    sponsored: 'With a sponsor',
    waiting: 'Waiting for a sponsor',
    sponsors: 'Sponsors',
    newThisYear: 'New this year',
    letters: 'Letters this year',
    delivered: 'Delivered',
    inReview: 'In review',
    donations: 'Money raised',
    thisYear: 'This year so far',
    lastYear: 'Same time last year',
    gifts: 'Gifts this year',
    tickets: 'Event tickets sold in the last 30 days',
    attached: 'The same figures are in the attached PDF.',
    generated: 'Generated',
  },
  'es-CO': {
    subject: (month) => `Informe del programa: ${month}`,
    greeting: 'Hola, {{firstName}}:',
    intro: (month, year) => `Estas son las cifras del programa de ${month} (año escolar ${year}).`,
    noYear: 'En este momento no hay un año escolar abierto.',
    title: 'Informe del programa',
    students: 'Estudiantes',
    active: 'Estudiantes activos',
    sponsored: 'Con padrino',
    waiting: 'Esperando padrino',
    sponsors: 'Padrinos',
    newThisYear: 'Nuevos este año',
    letters: 'Cartas de este año',
    delivered: 'Entregadas',
    inReview: 'En revisión',
    donations: 'Dinero recaudado',
    thisYear: 'Este año hasta hoy',
    lastYear: 'A esta altura del año pasado',
    gifts: 'Donaciones este año',
    tickets: 'Boletas de eventos vendidas en los últimos 30 días',
    attached: 'Las mismas cifras están en el PDF adjunto.',
    generated: 'Generado',
  },
};

export interface BoardReportContent {
  month: string;
  figures: BoardFigures;
  currency: string;
  language: Language;
}

/** "November 2026" / "noviembre de 2026" for the month the report covers. */
export function monthName(date: Date, language: Language): string {
  return intlFormatter(Intl.DateTimeFormat, language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function rows(content: BoardReportContent): Array<[string, Array<[string, string]>]> {
  const { figures, language, currency } = content;
  const words = WORDS[language];
  const count = (n: number) => intlFormatter(Intl.NumberFormat, language).format(n);
  const money = (cents: number) => formatMoney(cents, currency, language, { compact: true });
  return [
    [
      words.students,
      [
        [words.active, count(figures.students.active)],
        [words.sponsored, count(figures.students.sponsored)],
        [words.waiting, count(figures.students.waiting)],
      ],
    ],
    [
      words.sponsors,
      [
        [words.active, count(figures.sponsors.active)],
        [words.newThisYear, count(figures.sponsors.newThisYear)],
      ],
    ],
    [
      words.letters,
      [
        [words.delivered, count(figures.letters.delivered)],
        [words.inReview, count(figures.letters.inReview)],
      ],
    ],
    [
      words.donations,
      [
        [words.thisYear, money(figures.donations.thisYearCents)],
        [words.lastYear, money(figures.donations.lastYearCents)],
        [words.gifts, count(figures.donations.count)],
        [words.tickets, count(figures.ticketsLastMonth)],
      ],
    ],
  ];
}

/** The e-mail's subject and Markdown body in one language. */
export function boardReportMessage(content: BoardReportContent): { subject: string; body: string } {
  const words = WORDS[content.language];
  const intro = content.figures.yearName
    ? words.intro(content.month, content.figures.yearName)
    : words.noYear;
  const sections = rows(content).map(
    ([heading, lines]) =>
      `**${heading}**\n\n${lines.map(([label, value]) => `- ${label}: ${value}`).join('\n')}`,
  );
  return {
    subject: words.subject(content.month),
    body: [words.greeting, intro, ...sections, words.attached].join('\n\n'),
  };
}

/** The same figures as a one-page PDF, held in memory (it is small). */
export function renderBoardReportPdf(content: BoardReportContent, now: Date): Promise<Buffer> {
  const words = WORDS[content.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${words.title}: ${content.month}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.font('Helvetica-Bold').fontSize(20).text(`${words.title}: ${content.month}`);
  pdf.moveDown(0.5);
  pdf
    .font('Helvetica')
    .fontSize(11)
    .text(
      content.figures.yearName
        ? words.intro(content.month, content.figures.yearName)
        : words.noYear,
    );
  for (const [heading, lines] of rows(content)) {
    pdf.moveDown(1);
    pdf.font('Helvetica-Bold').fontSize(13).text(heading);
    pdf.moveDown(0.3);
    for (const [label, value] of lines) {
      const y = pdf.y;
      pdf.font('Helvetica').fontSize(11).text(label, 56, y, { width: 320 });
      pdf.font('Helvetica-Bold').text(value, 380, y, { width: 160, align: 'right' });
    }
  }
  pdf.moveDown(2);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(`${words.generated}: ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`, 56);
  pdf.end();
  return done;
}
