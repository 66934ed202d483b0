// summary.txt: what the ZIP holds, in the person's language (the area's own words, decision
// 041): who it is about, when it was made, and each JSON file and file with what it contains.
// One layout and its common words for both exports (a person's, and by e-mail); each export
// brings the words for its own sections and files.
import { utcDate, type Language } from '@portal/shared';
import type { FileKind, PersonExport, SectionName } from './person-export-context';

const COMMON_WORDS: Record<Language, CommonWords> = {
  'en-US': {
    title: 'Your data in the sponsorship portal',
    about: 'About',
    generated: 'Made on (UTC)',
    dataFiles: 'Data files (JSON)',
    files: 'Files',
    noFiles: 'No files.',
    items: (count) => (count === 1 ? '1 item' : `${count} items`),
    footer: 'Dates and times are in UTC. Amounts are in cents of the currency shown.',
  },
  'es-CO': {
    title: 'Sus datos en el portal de apadrinamiento',
    about: 'Sobre',
    generated: 'Generado el (UTC)',
    dataFiles: 'Archivos de datos (JSON)',
    files: 'Archivos',
    noFiles: 'No hay archivos.',
    items: (count) => (count === 1 ? '1 elemento' : `${count} elementos`),
    footer: 'Las fechas y horas están en UTC. Los montos están en centavos de la moneda indicada.',
  },
};

interface CommonWords {
  title: string;
  about: string;
  generated: string;
  dataFiles: string;
  files: string;
  noFiles: string;
  items: (count: number) => string;
  footer: string;
}

/** What one summary lists: whom and by whom, and each data file and file with what it holds. */
export interface SummaryContent {
  language: Language;
  about: string;
  generatedAt: Date;
  /** Who made the file and what it covers, in the reader's language. */
  view: string;
  sections: ReadonlyArray<{ name: string; count: number; description: string }>;
  files: ReadonlyArray<{ path: string; description: string }>;
}

export function summaryLayout(content: SummaryContent): string {
  const words = COMMON_WORDS[content.language];
  return [
    words.title,
    '='.repeat(words.title.length),
    '',
    `${words.about}: ${content.about}`,
    `${words.generated}: ${content.generatedAt.toISOString()}`,
    content.view,
    '',
    words.dataFiles,
    '-'.repeat(words.dataFiles.length),
    ...content.sections.map(
      (section) => `${section.name}.json (${words.items(section.count)}): ${section.description}`,
    ),
    '',
    words.files,
    '-'.repeat(words.files.length),
    ...(content.files.length === 0
      ? [words.noFiles]
      : content.files.map((file) => `${file.path}: ${file.description}`)),
    '',
    words.footer,
    '',
  ].join('\r\n');
}

/** `ana-perez-data-2026-12-05.zip`: letters and digits only, so that every system accepts it. */
export function dataFileName(personName: string, language: Language, generatedAt: Date): string {
  const slug = personName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const word = language === 'es-CO' ? 'datos' : 'data';
  return `${slug || 'person'}-${word}-${utcDate(generatedAt)}.zip`;
}

interface Words {
  fullView: string;
  selfView: string;
  sections: Record<SectionName, string>;
  fileKinds: Record<FileKind, string>;
}

const WORDS: Record<Language, Words> = {
  'en-US': {
    fullView: 'Made by the portal administrator: everything the portal holds about this person.',
    selfView:
      'Downloaded by you: everything the portal holds about you, as you see it in the portal. Other people appear by first name only.',
    sections: {
      account:
        'Your account: name, e-mail, phone, language, role, when it was created and last used.',
      sponsor: 'Your sponsor record: school, contact details, birth date, parents (for minors).',
      student: 'Your student record: school, village, grade, birth date, guardian authorisation.',
      sponsorships: 'Sponsorships: who you were paired with, each year, when they began and ended.',
      letters: 'Letters you wrote and received, with their translations.',
      agreements:
        'Agreements you accepted or signed, those your parent signed for you, and parent agreements sent for you (each signed one is also a PDF under files/agreements).',
      donations: 'Donations you made, donations to your page, and your donation page text.',
      'event-orders': 'Event orders and tickets bought with your e-mail.',
      meetings: 'Meetings you attended.',
      assessments: 'Your leadership assessments.',
      emails: 'E-mails the portal sent to you, and whether you unsubscribed.',
      notifications: 'Your phone notification settings.',
      consents: 'Privacy policy and terms you accepted.',
      'sign-ins': 'Where you signed in from (addresses and browsers).',
      'data-requests':
        'Your requests about your data (a copy, erasure, a correction) and their answers.',
      history: 'The history of changes to your records and who viewed them.',
    },
    fileKinds: {
      accountPhoto: 'Your profile photo.',
      sponsorPhoto: 'Your photo on your sponsor record.',
      studentPhoto: 'Your photo on your student record.',
      letterAttachment: 'A file attached to a letter.',
      guardianAuthorisation: "The guardian's signed authorisation.",
      signature: 'A drawn signature on an agreement.',
      agreementPdf: 'An agreement you signed, as a PDF: its text, when and how you signed.',
      parentAgreementPdf:
        'The parent agreement your parent or guardian signed for you, as a PDF: its text, when and how they signed.',
    },
  },
  'es-CO': {
    fullView:
      'Generado por el administrador del portal: todo lo que el portal guarda sobre esta persona.',
    selfView:
      'Descargado por usted: todo lo que el portal guarda sobre usted, como usted lo ve en el portal. Las demás personas aparecen solo con su nombre de pila.',
    sections: {
      account:
        'Su cuenta: nombre, correo, teléfono, idioma, rol, cuándo se creó y cuándo se usó por última vez.',
      sponsor:
        'Su registro de padrino: colegio, datos de contacto, fecha de nacimiento, padres (menores).',
      student:
        'Su registro de estudiante: colegio, vereda, grado, fecha de nacimiento, autorización del acudiente.',
      sponsorships:
        'Apadrinamientos: con quién estuvo emparejado, cada año, cuándo empezaron y terminaron.',
      letters: 'Cartas que escribió y recibió, con sus traducciones.',
      agreements:
        'Acuerdos que aceptó o firmó, los que su padre, madre o acudiente firmó por usted, y los acuerdos de padres enviados por usted (cada uno firmado también está en PDF en files/agreements).',
      donations: 'Donaciones que hizo, donaciones a su página y el texto de su página de donación.',
      'event-orders': 'Pedidos y boletas de eventos comprados con su correo.',
      meetings: 'Reuniones a las que asistió.',
      assessments: 'Sus evaluaciones de liderazgo.',
      emails: 'Correos que el portal le envió, y si canceló la suscripción.',
      notifications: 'Su configuración de notificaciones en el teléfono.',
      consents: 'Política de privacidad y términos que aceptó.',
      'sign-ins': 'Desde dónde inició sesión (direcciones y navegadores).',
      'data-requests':
        'Sus solicitudes sobre sus datos (una copia, el borrado, una corrección) y sus respuestas.',
      history: 'El historial de cambios de sus registros y quién los consultó.',
    },
    fileKinds: {
      accountPhoto: 'Su foto de perfil.',
      sponsorPhoto: 'Su foto en su registro de padrino.',
      studentPhoto: 'Su foto en su registro de estudiante.',
      letterAttachment: 'Un archivo adjunto a una carta.',
      guardianAuthorisation: 'La autorización firmada del acudiente.',
      signature: 'Una firma dibujada en un acuerdo.',
      agreementPdf: 'Un acuerdo que usted firmó, en PDF: su texto, cuándo y cómo lo firmó.',
      parentAgreementPdf:
        'El acuerdo de padres que su padre, madre o acudiente firmó por usted, en PDF: su texto, cuándo y cómo lo firmó.',
    },
  },
};

export const SUMMARY_FILE = 'summary.txt';

export function summaryText(content: PersonExport): string {
  const words = WORDS[content.language];
  return summaryLayout({
    language: content.language,
    about: content.personName,
    generatedAt: content.generatedAt,
    view: content.view === 'full' ? words.fullView : words.selfView,
    sections: content.sections.map((section) => ({
      name: section.name,
      count: section.count,
      description: words.sections[section.name],
    })),
    files: content.files.map((file) => ({
      path: file.path,
      description: words.fileKinds[file.kind],
    })),
  });
}
