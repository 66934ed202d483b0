// The composer's state as the screen holds it (strings from inputs), and how it becomes the
// contract's input: an audience of one or more parts, a subject and a body per language. Also
// the variables the chosen parts know (EMAIL_VARIABLES) and the reading of a pasted or uploaded
// list of addresses ("email, firstName, lastName, language" a line; a header line is skipped).
import {
  AUDIENCE_LIST_MAX,
  EMAIL_VARIABLE_NAMES,
  EMAIL_VARIABLES,
  LANGUAGES,
  type AudienceKind,
  type AudienceParsed,
  type AudiencePart,
  type Campaign,
  type CampaignInput,
  type EmailVariable,
  type Language,
  type ListRecipient,
} from '@portal/shared';

/** A part as the server keeps and answers it (its ids are numbers). */
export type SavedPart = Exclude<AudienceParsed, readonly unknown[]>;

export interface PartDraft {
  kind: AudienceKind;
  schoolIds: number[];
  villageIds: number[];
  activeThisYear: boolean;
  /** '' for any letter. */
  missingLetter: string;
  missingAgreement: boolean;
  /** '' for with or without. */
  sponsored: '' | 'with' | 'without';
  unsignedAgreement: boolean;
  /** The pasted (or uploaded) list, as text. */
  listText: string;
}

export type PerLanguageText = Record<Language, string>;

export interface ComposerDraft {
  name: string;
  parts: PartDraft[];
  subject: PerLanguageText;
  body: PerLanguageText;
}

export function emptyPart(kind: AudienceKind = 'sponsors'): PartDraft {
  return {
    kind,
    schoolIds: [],
    villageIds: [],
    activeThisYear: false,
    missingLetter: '',
    missingAgreement: false,
    sponsored: '',
    unsignedAgreement: false,
    listText: '',
  };
}

export function emptyDraft(): ComposerDraft {
  return {
    name: '',
    parts: [emptyPart()],
    subject: { 'en-US': '', 'es-CO': '' },
    body: { 'en-US': '', 'es-CO': '' },
  };
}

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** Splits one CSV line on commas (or semicolons, as a Spanish spreadsheet writes), quotes kept whole. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (char === '"') {
      if (isQuoted && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else isQuoted = !isQuoted;
    } else if (!isQuoted && (char === ',' || char === ';' || char === '\t')) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

type ListColumn = keyof ListRecipient;
const LIST_COLUMNS: ListColumn[] = ['email', 'firstName', 'lastName', 'language'];

/** The names a spreadsheet's header gives each column, in either language. */
const HEADER_NAMES: Record<ListColumn, RegExp> = {
  email: /^(e-?mail|correo|correo electr[oó]nico|e-?mail address|address|direcci[oó]n)$/i,
  firstName: /^(first ?name|given name|name|nombres?)$/i,
  lastName: /^(last ?name|surname|family name|apellidos?)$/i,
  language: /^(language|lang|idioma)$/i,
};

/**
 * Where each field is: the columns a header line names, in any order, when it names the
 * address; otherwise address, first name, last name and language, in that order.
 */
function columnsOf(header: string[] | undefined): Record<ListColumn, number> {
  const named = Object.fromEntries(
    LIST_COLUMNS.map((column) => [
      column,
      header?.findIndex((cell) => HEADER_NAMES[column].test(cell)) ?? -1,
    ]),
  ) as Record<ListColumn, number>;
  if (named.email >= 0) return named;
  return { email: 0, firstName: 1, lastName: 2, language: 3 };
}

/**
 * The recipients of a pasted or uploaded list (CSV): one a line, a header line (no "@") skipped
 * and read for the columns' order.
 */
export function parseRecipientList(text: string): ListRecipient[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim());
  const first = lines[0] === undefined ? undefined : cellsOf(lines[0]);
  const columns = columnsOf(first?.some((cell) => cell.includes('@')) ? undefined : first);
  const recipients: ListRecipient[] = [];
  for (const line of lines) {
    const cells = cellsOf(line);
    const cell = (column: ListColumn) => (columns[column] >= 0 ? cells[columns[column]] : '');
    const email = cell('email') ?? '';
    if (!email.includes('@')) continue;
    const [firstName, lastName, language] = [cell('firstName'), cell('lastName'), cell('language')];
    recipients.push({
      email,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(isLanguage(language) ? { language } : {}),
    });
    if (recipients.length >= AUDIENCE_LIST_MAX) break;
  }
  return recipients;
}

function listText(recipients: ListRecipient[]): string {
  return recipients
    .map((recipient) =>
      [
        recipient.email,
        recipient.firstName ?? '',
        recipient.lastName ?? '',
        recipient.language ?? '',
      ]
        .join(', ')
        .replace(/(, )+$/, ''),
    )
    .join('\n');
}

export function partToAudience(part: PartDraft): AudiencePart {
  const places = (ids: number[]) => (ids.length > 0 ? ids : undefined);
  switch (part.kind) {
    case 'sponsors':
      return {
        kind: 'sponsors',
        ...(part.schoolIds.length > 0 ? { schoolIds: places(part.schoolIds) } : {}),
        ...(part.activeThisYear ? { activeThisYear: true } : {}),
        ...(part.missingLetter ? { missingLetter: Number(part.missingLetter) } : {}),
        ...(part.missingAgreement ? { missingAgreement: true } : {}),
        ...(part.sponsored ? { sponsored: part.sponsored } : {}),
      };
    case 'parents':
      return {
        kind: 'parents',
        ...(part.schoolIds.length > 0 ? { schoolIds: places(part.schoolIds) } : {}),
        ...(part.unsignedAgreement ? { unsignedAgreement: true } : {}),
      };
    case 'students':
      return {
        kind: 'students',
        ...(part.villageIds.length > 0 ? { villageIds: places(part.villageIds) } : {}),
      };
    case 'board':
      return { kind: 'board' };
    case 'list':
      return { kind: 'list', recipients: parseRecipientList(part.listText) };
  }
}

/** One part as itself, several as a list (the contract takes either). */
export function audienceOf(parts: PartDraft[]): CampaignInput['audience'] {
  const audience = parts.map(partToAudience);
  return audience.length === 1 ? audience[0]! : audience;
}

/** Whether the audience can be counted yet (a list part needs at least one address). */
export function isAudienceComplete(parts: PartDraft[]): boolean {
  return parts.every(
    (part) => part.kind !== 'list' || parseRecipientList(part.listText).length > 0,
  );
}

function written(texts: PerLanguageText): Partial<PerLanguageText> {
  return Object.fromEntries(
    LANGUAGES.filter((language) => texts[language].trim()).map((language) => [
      language,
      texts[language],
    ]),
  );
}

export function draftToInput(draft: ComposerDraft): CampaignInput {
  return {
    ...(draft.name.trim() ? { name: draft.name.trim() } : {}),
    audience: audienceOf(draft.parts),
    subject: written(draft.subject),
    body: written(draft.body),
  };
}

function partFromAudience(part: SavedPart): PartDraft {
  const draft = emptyPart(part.kind);
  switch (part.kind) {
    case 'sponsors':
      return {
        ...draft,
        schoolIds: part.schoolIds ?? [],
        activeThisYear: part.activeThisYear ?? false,
        missingLetter: part.missingLetter ? String(part.missingLetter) : '',
        missingAgreement: part.missingAgreement ?? false,
        sponsored: part.sponsored ?? '',
      };
    case 'parents':
      return {
        ...draft,
        schoolIds: part.schoolIds ?? [],
        unsignedAgreement: part.unsignedAgreement ?? false,
      };
    case 'students':
      return { ...draft, villageIds: part.villageIds ?? [] };
    case 'list':
      return { ...draft, listText: listText(part.recipients) };
    default:
      return draft;
  }
}

export function draftFromCampaign(campaign: Campaign): ComposerDraft {
  const saved = (
    Array.isArray(campaign.audience) ? campaign.audience : [campaign.audience]
  ) as SavedPart[];
  const parts = saved.filter((part) => typeof part === 'object' && part !== null && 'kind' in part);
  return {
    name: campaign.name ?? '',
    parts: parts.length > 0 ? parts.map(partFromAudience) : [emptyPart()],
    subject: {
      'en-US': campaign.subject['en-US'] ?? '',
      'es-CO': campaign.subject['es-CO'] ?? '',
    },
    body: { 'en-US': campaign.body['en-US'] ?? '', 'es-CO': campaign.body['es-CO'] ?? '' },
  };
}

/** The variables every chosen part knows (a variable one part lacks would be refused). */
export function availableVariables(parts: PartDraft[]): EmailVariable[] {
  return EMAIL_VARIABLE_NAMES.filter((name) =>
    parts.every((part) => (EMAIL_VARIABLES[name] as readonly AudienceKind[]).includes(part.kind)),
  );
}
