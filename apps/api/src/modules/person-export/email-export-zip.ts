// The export by e-mail as a ZIP (decision 054): summary.txt in the person's language, one JSON
// file per kind of data (always there, possibly empty) and the drawn signatures. Everything is
// read before the first byte goes out (a refusal is still a clean 4xx), and nothing is read from
// the file store: a person without an account has no uploaded file. A failure once the answer
// has started (the client gone, the output broken) ends that answer only (sendStreamedAnswer).
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Language } from '@portal/shared';
import { dataFileName, summaryLayout } from './export-summary';

export const EMAIL_SECTION_NAMES = [
  'donations',
  'event-orders',
  'parents',
  'parent-agreements',
  'payments',
  'board',
  'emails',
  'data-requests',
  'history',
] as const;
export type EmailSectionName = (typeof EMAIL_SECTION_NAMES)[number];

export interface EmailExport {
  email: string;
  /** The first full name seen with the e-mail, for the file name and the summary. */
  personName: string;
  language: Language;
  generatedAt: Date;
  sections: Array<{ name: EmailSectionName; data: unknown; count: number }>;
  /** Drawn signatures: `files/signatures/agreement-<id>.png`. */
  files: Array<{ path: string; bytes: Buffer }>;
}

interface Words {
  view: string;
  signature: string;
  sections: Record<EmailSectionName, string>;
}

const WORDS: Record<Language, Words> = {
  'en-US': {
    view: 'Made by the portal administrator: everything the portal holds under this e-mail address, which has no account.',
    signature: 'A drawn signature on a parent agreement.',
    sections: {
      donations: 'Donations made with this e-mail.',
      'event-orders': 'Event orders and tickets bought with this e-mail.',
      parents:
        "Your contact details as a sponsor's parent or guardian, and the sponsor they belong to.",
      'parent-agreements': 'Parent agreements sent to you, and what you signed through them.',
      payments: 'Payment records of your donations and orders.',
      board: "Your place on the programme's board report list.",
      emails: 'E-mails the portal sent to you, and whether you unsubscribed.',
      'data-requests': 'Your requests about your data and their answers.',
      history: 'The history of changes to these records.',
    },
  },
  'es-CO': {
    view: 'Generado por el administrador del portal: todo lo que el portal guarda con este correo, que no tiene cuenta.',
    signature: 'Una firma dibujada en un acuerdo de padres.',
    sections: {
      donations: 'Donaciones hechas con este correo.',
      'event-orders': 'Pedidos y boletas de eventos comprados con este correo.',
      parents:
        'Sus datos de contacto como padre, madre o acudiente de un padrino, y el padrino al que pertenecen.',
      'parent-agreements': 'Acuerdos de padres que se le enviaron, y lo que firmó con ellos.',
      payments: 'Registros de pago de sus donaciones y pedidos.',
      board: 'Su lugar en la lista del informe a la junta del programa.',
      emails: 'Correos que el portal le envió, y si canceló la suscripción.',
      'data-requests': 'Sus solicitudes sobre sus datos y sus respuestas.',
      history: 'El historial de cambios de estos registros.',
    },
  },
};

export function emailSummaryText(content: EmailExport): string {
  const words = WORDS[content.language];
  return summaryLayout({
    language: content.language,
    about: content.personName ? `${content.personName} <${content.email}>` : content.email,
    generatedAt: content.generatedAt,
    view: words.view,
    sections: content.sections.map((section) => ({
      name: section.name,
      count: section.count,
      description: words.sections[section.name],
    })),
    files: content.files.map((file) => ({ path: file.path, description: words.signature })),
  });
}

export function emailExportFileName(content: EmailExport): string {
  return dataFileName(content.personName, content.language, content.generatedAt);
}

export async function writeEmailZip(output: Writable, content: EmailExport): Promise<void> {
  const zip = new ZipFile();
  const options = { mtime: content.generatedAt };
  zip.addBuffer(Buffer.from(emailSummaryText(content), 'utf8'), 'summary.txt', options);
  for (const section of content.sections) {
    const json = JSON.stringify(section.data, null, 2);
    zip.addBuffer(Buffer.from(json, 'utf8'), `${section.name}.json`, options);
  }
  // PNGs are compressed already.
  for (const file of content.files)
    zip.addBuffer(file.bytes, file.path, { ...options, compress: false });
  zip.end();
  // yazl's output is a stream.PassThrough (its types say a plain readable stream).
  await pipeline(zip.outputStream as Readable, output);
}
