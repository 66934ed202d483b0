// A signed agreement as a PDF (pdfkit): the text as it was signed, then the evidence: who
// signed (and for which sponsor), when (UTC), from which address and browser, the version and
// the SHA-256 of the text, and the drawn signature when there is one. The labels are in the
// text's language, so the document reads in one language.
import type { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { Language, ParentRelationship } from '@portal/shared';

export interface SignedAgreementDocument {
  title: string;
  text: string;
  language: Language;
  version: number;
  sponsorName: string;
  signerName: string;
  /** A parent's relationship to the sponsor; null when the sponsor signed. */
  relationship: ParentRelationship | null;
  signedAt: Date;
  ip: string;
  userAgent: string;
  textSha256: string;
  signatureKind: 'typed' | 'drawn';
  signaturePng: Buffer | null;
}

const LABELS: Record<
  Language,
  {
    heading: string;
    sponsor: string;
    signedBy: string;
    signedByParent: (relationship: string) => string;
    signedAt: string;
    address: string;
    browser: string;
    version: string;
    hash: string;
    typed: string;
    drawn: string;
    relationships: Record<ParentRelationship, string>;
  }
> = {
  'en-US': {
    heading: 'Signed agreement',
    sponsor: 'Sponsor',
    signedBy: 'Signed by',
    signedByParent: (relationship) => `Signed by (${relationship} of the sponsor)`,
    signedAt: 'Signed at (UTC)',
    address: 'IP address',
    browser: 'Browser',
    version: 'Version and language',
    hash: 'SHA-256 of the text',
    typed: 'Signature (typed name)',
    drawn: 'Signature (drawn)',
    relationships: { mother: 'mother', father: 'father', guardian: 'guardian', other: 'relative' },
  },
  'es-CO': {
    heading: 'Acuerdo firmado',
    sponsor: 'Patrocinador',
    signedBy: 'Firmado por',
    signedByParent: (relationship) => `Firmado por (${relationship} del patrocinador)`,
    signedAt: 'Fecha de firma (UTC)',
    address: 'Dirección IP',
    browser: 'Navegador',
    version: 'Versión e idioma',
    hash: 'SHA-256 del texto',
    typed: 'Firma (nombre escrito)',
    drawn: 'Firma (dibujada)',
    relationships: { mother: 'madre', father: 'padre', guardian: 'acudiente', other: 'familiar' },
  },
};

/** "2026-11-25 14:03:22 UTC". */
function utc(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Renders the PDF into memory (a page or two: small enough to hold whole). */
export function renderSignedAgreement(document: SignedAgreementDocument): Promise<Buffer> {
  const pdf = signedAgreementPdf(document);
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/**
 * The PDF as a stream, drawn and ended: its bytes are read by whoever pipes it (a person's
 * export writes it into the ZIP only when its turn comes, one document at a time).
 */
export function signedAgreementPdf(document: SignedAgreementDocument): Readable {
  const labels = LABELS[document.language];
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: document.title,
      Author: document.signerName,
      Subject: labels.heading,
      CreationDate: document.signedAt,
    },
  });

  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(labels.heading.toUpperCase());
  pdf.moveDown(0.5);
  pdf.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(document.title);
  pdf.moveDown();
  pdf.font('Helvetica').fontSize(11).text(document.text, { align: 'left', lineGap: 2 });
  pdf.moveDown(2);

  const field = (label: string, value: string) => {
    pdf.font('Helvetica-Bold').fontSize(10).text(label, { continued: false });
    pdf.font('Helvetica').fontSize(10).text(value);
    pdf.moveDown(0.4);
  };
  field(labels.sponsor, document.sponsorName);
  field(
    document.relationship
      ? labels.signedByParent(labels.relationships[document.relationship])
      : labels.signedBy,
    document.signerName,
  );
  field(labels.signedAt, utc(document.signedAt));
  field(labels.address, document.ip);
  field(labels.browser, document.userAgent || '-');
  field(labels.version, `${document.version} · ${document.language}`);
  field(labels.hash, document.textSha256);

  if (document.signatureKind === 'drawn' && document.signaturePng) {
    if (pdf.y + 130 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    pdf.font('Helvetica-Bold').fontSize(10).text(labels.drawn);
    pdf.moveDown(0.3);
    pdf.image(document.signaturePng, { fit: [240, 100] });
  } else {
    field(labels.typed, document.signerName);
  }
  pdf.end();
  return pdf;
}
