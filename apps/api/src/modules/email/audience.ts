// An audience in the caller's scope: its parts checked (named schools and villages exist and lie
// in the caller's scope, else 404 as the places answer; the board is the super admin's, else
// 403), then read as one deduplicated SQL query: a person in two parts, or twice in a list, is
// one recipient (the first part that names them gives their name and variables). Addresses in
// the suppression list (unsubscribed, bouncing) are counted apart and never recipients.
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  EMAIL_ERRORS,
  getAccess,
  type AudienceKind,
  type AudienceSummary,
  type Language,
  type SkipReason,
  type audienceSchema,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { mailAddresses, schools, villages } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { scopeCondition } from '../../lib/scopes/scope';
import type { AudienceFacts } from './audience-facts';
import { partQuery, sponsorDetails, type ParsedPart, type PartContext } from './audience-parts';

export type { ParsedPart };
export type ParsedAudience = z.output<typeof audienceSchema>;

/** A recipient as the audience's query reads them. */
export interface AudienceRow {
  address: string;
  email: string;
  firstName: string;
  lastName: string;
  language: Language;
  kind: AudienceKind;
  school: string | null;
  village: string | null;
  sponsorFirstName: string | null;
  studentNames: string[];
  missingLetters: number[];
  /** Why the address is left out; null: a recipient. */
  skip: SkipReason | null;
}

/** An audience resolved for a caller: its SQL, and what a campaign stores for visibility. */
export interface ResolvedAudience {
  parts: ParsedPart[];
  kinds: AudienceKind[];
  schoolIds: number[];
  villageIds: number[];
  /** The places another admin must hold to see the campaign (none: its author's only). */
  shared: { schoolIds: number[]; villageIds: number[] };
  facts: AudienceFacts;
  /** The deduplicated recipients and skipped addresses (columns of AudienceRow). */
  query: SQL;
}

export function partsOf(audience: ParsedAudience): ParsedPart[] {
  return Array.isArray(audience) ? audience : [audience];
}

/**
 * Whether a part's recipients are all people of the places it names: sponsors or parents of
 * named schools, students of named villages. A pasted list, the board, or a part naming no place
 * (the author's whole scope) reaches addresses beyond any named place.
 */
function isWithinNamedPlaces(part: ParsedPart): boolean {
  if (part.kind === 'sponsors' || part.kind === 'parents') return (part.schoolIds ?? []).length > 0;
  if (part.kind === 'students') return (part.villageIds ?? []).length > 0;
  return false;
}

/**
 * The places stored with a campaign for the admins' visibility: an admin other than its author
 * sees a campaign (its audience, its per-recipient log) only when every part is within the
 * places it names and they hold them all. Anything else is its author's (and the programme-wide
 * coordinators') only, so that the addresses of a list, the board or another scope are never
 * shown to an admin through a colleague's campaign.
 */
function sharedPlaces(parts: ParsedPart[], schoolIds: number[], villageIds: number[]) {
  return parts.every(isWithinNamedPlaces)
    ? { schoolIds, villageIds }
    : { schoolIds: [], villageIds: [] };
}

async function checkPlaces(
  db: Database,
  auth: AuthContext,
  kind: 'school' | 'village',
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  const table = kind === 'school' ? schools : villages;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        inArray(table.id, ids),
        scopeCondition(
          auth,
          'email',
          kind === 'school' ? { school: table.id } : { village: table.id },
        ),
      ),
    );
  if (found.length !== new Set(ids).size) throw appError('NOT_FOUND');
}

const unique = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The audience for this caller: 403 BOARD_NOT_ALLOWED for the board without its area, 404 for a
 * school or village that does not exist or lies outside the caller's scope. The system's own work
 * (a scheduled send, the board report) calls it as SYSTEM_CALLER, which reaches everything.
 */
export async function resolveAudience(
  db: Database,
  caller: { auth: AuthContext; language: Language },
  audience: ParsedAudience,
  facts: AudienceFacts,
): Promise<ResolvedAudience> {
  const parts = partsOf(audience);
  const { auth } = caller;
  if (parts.some((part) => part.kind === 'board') && !getAccess(auth.role, 'boardReport'))
    throw appError(EMAIL_ERRORS.BOARD_NOT_ALLOWED);
  const schoolIds = unique(
    parts.flatMap((part) =>
      part.kind === 'sponsors' || part.kind === 'parents' ? (part.schoolIds ?? []) : [],
    ),
  );
  const villageIds = unique(
    parts.flatMap((part) => (part.kind === 'students' ? (part.villageIds ?? []) : [])),
  );
  await checkPlaces(db, auth, 'school', schoolIds);
  await checkPlaces(db, auth, 'village', villageIds);
  const context: PartContext = { auth, facts, callerLanguage: caller.language };
  const union = sql.join(
    parts.map((part, order) => sql`(${partQuery(context, part, order)})`),
    sql` union all `,
  );
  const query = sql`(select a.*, case when m.unsubscribed_at is not null then 'unsubscribed' when m.bouncing_since is not null then 'bouncing' end as skip from (select distinct on (lower(p.email)) lower(p.email) as address, p.* from (${union}) as p order by lower(p.email), p.part) as a left join ${mailAddresses} m on m.email = a.address)`;
  return {
    parts,
    kinds: [...new Set(parts.map((part) => part.kind))],
    schoolIds,
    villageIds,
    shared: sharedPlaces(parts, schoolIds, villageIds),
    facts,
    query,
  };
}

interface RawRow {
  address: string;
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
  kind: AudienceKind;
  school: string | null;
  village: string | null;
  sponsor_first_name: string | null;
  student_names: string[] | string | null;
  missing_letters: number[] | string | null;
  skip: SkipReason | null;
}

/** A PostgreSQL array as text (`{a,"b c"}`) when a driver leaves it so. */
function arrayOf<T>(value: T[] | string | null, parse: (item: string) => T): T[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.slice(1, -1);
  if (inner === '') return [];
  return [...inner.matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)].map((match) =>
    parse(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]!),
  );
}

function toRow(raw: RawRow): AudienceRow {
  return {
    address: raw.address,
    email: raw.email,
    firstName: raw.first_name,
    lastName: raw.last_name,
    language: raw.language,
    kind: raw.kind,
    school: raw.school,
    village: raw.village,
    sponsorFirstName: raw.sponsor_first_name,
    studentNames: arrayOf(raw.student_names, (item) => item),
    missingLetters: arrayOf(raw.missing_letters, Number),
    skip: raw.skip,
  };
}

/** The rows of `limited` (a few), with the sponsors' students and letters read for them only. */
function withDetails(audience: ResolvedAudience, limited: SQL): SQL {
  return sql`select found.*, ${sponsorDetails(audience.facts, sql.raw('found'))} from (${limited}) as found order by found.address`;
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Counts by SQL: recipients, skipped by reason, recipients by language. */
export async function countAudience(
  db: Database,
  audience: ResolvedAudience,
): Promise<Omit<AudienceSummary, 'sample'>> {
  const [row] = await rowsOf<Record<string, number | string>>(
    db,
    sql`select count(*) filter (where skip is null) as recipients, count(*) filter (where skip = 'unsubscribed') as unsubscribed, count(*) filter (where skip = 'bouncing') as bouncing, count(*) filter (where skip is null and language = 'en-US') as en, count(*) filter (where skip is null and language = 'es-CO') as es from ${audience.query} as audience`,
  );
  const count = (key: string) => Number(row?.[key] ?? 0);
  return {
    recipients: count('recipients'),
    skipped: { unsubscribed: count('unsubscribed'), bouncing: count('bouncing') },
    byLanguage: { 'en-US': count('en'), 'es-CO': count('es') },
  };
}

function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Up to `limit` recipients (not skipped) by address, matching `q` on name or address. */
export async function sampleAudience(
  db: Database,
  audience: ResolvedAudience,
  limit: number,
  q?: string,
): Promise<AudienceRow[]> {
  const matching = q
    ? sql`and (address like lower(${likePattern(q)}) or (first_name || ' ' || last_name) ilike ${likePattern(q)})`
    : sql``;
  const rows = await rowsOf<RawRow>(
    db,
    withDetails(
      audience,
      sql`select * from ${audience.query} as audience where skip is null ${matching} order by address limit ${limit}`,
    ),
  );
  return rows.map(toRow);
}

/** The recipient with this address (skipped or not), if the audience holds them. */
export async function findInAudience(
  db: Database,
  audience: ResolvedAudience,
  email: string,
): Promise<AudienceRow | undefined> {
  const rows = await rowsOf<RawRow>(
    db,
    withDetails(
      audience,
      sql`select * from ${audience.query} as audience where address = lower(${email.trim()}) limit 1`,
    ),
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** The next batch after `after` (by address), skipped addresses included: the queueing's read. */
export async function audienceBatch(
  db: Database,
  audience: ResolvedAudience,
  after: string | null,
  size: number,
): Promise<AudienceRow[]> {
  const rows = await rowsOf<RawRow>(
    db,
    withDetails(
      audience,
      sql`select * from ${audience.query} as audience ${after === null ? sql`` : sql`where address > ${after}`} order by address limit ${size}`,
    ),
  );
  return rows.map(toRow);
}
