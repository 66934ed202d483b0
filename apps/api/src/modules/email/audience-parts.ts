// Each part of an audience as one SELECT of the same columns (address, names, language, the part's
// order and kind, and what its variables need), so that the whole audience is their UNION ALL,
// deduplicated by lower(address) in SQL: counted, sampled and read in batches by the database,
// never held whole in memory. The caller's scope and the named places are in the conditions.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Language, audiencePartSchema } from '@portal/shared';
import {
  agreementAcceptances,
  boardMembers,
  schools,
  sponsorParents,
  sponsors,
  sponsorshipLetters,
  sponsorships,
  students,
  users,
  villages,
} from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { scopeCondition } from '../../lib/scopes/scope';
import { countedSignature } from '../agreements/parent-signature-checks.service';
import { LETTER_WRITTEN_STATUSES } from '../document-status/document-status.service';
import type { AudienceFacts } from './audience-facts';

export type ParsedPart = z.output<typeof audiencePartSchema>;
type Parsed<K extends ParsedPart['kind']> = Extract<ParsedPart, { kind: K }>;

export interface PartContext {
  auth: AuthContext;
  facts: AudienceFacts;
  /** A list's recipients without a language get the caller's. */
  callerLanguage: Language;
}

const noText = sql`null::text`;

/**
 * The columns every part selects, in this order (the UNION matches them by position). What the
 * sponsors' variables need besides (their students, their letters) is read for the recipients a
 * batch returns only (`sponsorDetails`), never for every row the deduplication looks at.
 */
function columns(values: {
  email: SQL;
  firstName: SQL;
  lastName: SQL;
  language: SQL;
  part: number;
  kind: ParsedPart['kind'];
  sponsorId?: SQL;
  school?: SQL;
  village?: SQL;
  sponsorFirstName?: SQL;
}): SQL {
  return sql.join(
    [
      sql`${values.email} as email`,
      sql`coalesce(${values.firstName}, '') as first_name`,
      sql`coalesce(${values.lastName}, '') as last_name`,
      sql`case when ${values.language} = 'es-CO' then 'es-CO' else 'en-US' end as language`,
      sql`${sql.raw(String(values.part))}::int as part`,
      sql`${values.kind}::text as kind`,
      sql`${values.sponsorId ?? sql`null::int`} as sponsor_id`,
      sql`${values.school ?? noText} as school`,
      sql`${values.village ?? noText} as village`,
      sql`${values.sponsorFirstName ?? noText} as sponsor_first_name`,
    ],
    sql`, `,
  );
}

const yearId = (facts: AudienceFacts) => facts.year?.id ?? null;

/** A current sponsorship of the sponsor in the available year (none without a year). */
function currentSponsorship(facts: AudienceFacts): SQL {
  return sql`${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.periodId} = ${yearId(facts)}::int and ${sponsorships.endedAt} is null`;
}

function letterWritten(number: SQL): SQL {
  return sql`exists (select 1 from ${sponsorshipLetters} where ${sponsorshipLetters.sponsorshipId} = ${sponsorships.id} and ${sponsorshipLetters.writer} = 'sponsor' and ${sponsorshipLetters.number} = ${number} and ${inArray(sponsorshipLetters.status, [...LETTER_WRITTEN_STATUSES])})`;
}

/** The sponsor is under 18 on the year's first day, or of an unknown birth date (decision 030). */
function isMinor(facts: AudienceFacts): SQL {
  return sql`(${sponsors.birthdate} is null or ${sponsors.birthdate} > (${facts.adultOn}::date - interval '18 years'))`;
}

function unsigned(versionIds: number[]): SQL {
  if (versionIds.length === 0) return sql`true`;
  return sql`not exists (select 1 from ${agreementAcceptances} where ${agreementAcceptances.sponsorId} = ${sponsors.id} and ${inArray(agreementAcceptances.versionId, versionIds)} and ${countedSignature()})`;
}

function parentAgreementUnsigned(facts: AudienceFacts): SQL {
  const each = facts.parentAgreementVersions.map(unsigned);
  return each.length === 0 ? sql`false` : sql`(${sql.join(each, sql` or `)})`;
}

/** The named schools (checked by the caller), else every school in the caller's scope. */
function schoolCondition(context: PartContext, schoolIds: number[] | undefined): SQL | undefined {
  if (schoolIds && schoolIds.length > 0) return inArray(sponsors.schoolId, schoolIds);
  return scopeCondition(context.auth, 'email', { school: sponsors.schoolId });
}

function sponsorFilters(part: Parsed<'sponsors'>, facts: AudienceFacts): SQL[] {
  const hasCurrent = sql`exists (select 1 from ${sponsorships} where ${currentSponsorship(facts)})`;
  const filters: SQL[] = [];
  if (part.activeThisYear) filters.push(hasCurrent);
  if (part.sponsored === 'with') filters.push(hasCurrent);
  if (part.sponsored === 'without') filters.push(sql`not ${hasCurrent}`);
  if (part.missingLetter !== undefined)
    filters.push(
      sql`exists (select 1 from ${sponsorships} where ${currentSponsorship(facts)} and not ${letterWritten(sql`${part.missingLetter}::int`)})`,
    );
  if (part.missingAgreement) {
    const lacking = [
      ...facts.sponsorAgreementVersions.map(unsigned),
      sql`(${isMinor(facts)} and ${parentAgreementUnsigned(facts)})`,
    ];
    filters.push(sql`(${sql.join(lacking, sql` or `)})`);
  }
  return filters;
}

/**
 * A sponsor whose account was deactivated gets no campaign (nor does their parent), even while
 * the sponsor record itself is still marked active.
 */
const accountNotDeactivated = sql`not exists (select 1 from ${users} where ${users.id} = ${sponsors.userId} and not ${users.active})`;

function sponsorsPart(context: PartContext, part: Parsed<'sponsors'>, order: number): SQL {
  const conditions = [
    sql`${sponsors.active}`,
    accountNotDeactivated,
    sql`${sponsors.email} <> ''`,
    schoolCondition(context, part.schoolIds),
    ...sponsorFilters(part, context.facts),
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql`select ${columns({
    email: sql`${sponsors.email}`,
    firstName: sql`${sponsors.firstName}`,
    lastName: sql`${sponsors.lastName}`,
    language: sql`${users.language}`,
    part: order,
    kind: 'sponsors',
    sponsorId: sql`${sponsors.id}`,
    school: sql`${schools.name}`,
  })} from ${sponsors} inner join ${schools} on ${schools.id} = ${sponsors.schoolId} left join ${users} on ${users.id} = ${sponsors.userId} where ${sql.join(conditions, sql` and `)}`;
}

function parentsPart(context: PartContext, part: Parsed<'parents'>, order: number): SQL {
  const conditions = [
    sql`${sponsors.active}`,
    accountNotDeactivated,
    sql`${sponsorParents.email} <> ''`,
    isMinor(context.facts),
    schoolCondition(context, part.schoolIds),
    part.unsignedAgreement ? parentAgreementUnsigned(context.facts) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql`select ${columns({
    email: sql`${sponsorParents.email}`,
    firstName: sql`${sponsorParents.firstName}`,
    lastName: sql`${sponsorParents.lastName}`,
    language: sql`${sponsorParents.language}`,
    part: order,
    kind: 'parents',
    school: sql`${schools.name}`,
    sponsorFirstName: sql`${sponsors.firstName}`,
  })} from ${sponsorParents} inner join ${sponsors} on ${sponsors.id} = ${sponsorParents.sponsorId} inner join ${schools} on ${schools.id} = ${sponsors.schoolId} where ${sql.join(conditions, sql` and `)}`;
}

function studentsPart(context: PartContext, part: Parsed<'students'>, order: number): SQL {
  const villageIds = part.villageIds ?? [];
  const conditions = [
    sql`${students.status} = 'active'`,
    sql`${users.active}`,
    sql`${users.email} <> ''`,
    villageIds.length > 0
      ? inArray(students.villageId, villageIds)
      : scopeCondition(context.auth, 'email', { village: students.villageId }),
  ].filter((condition): condition is SQL => condition !== undefined);
  return sql`select ${columns({
    email: sql`${users.email}`,
    firstName: sql`${students.firstName}`,
    lastName: sql`${students.lastName}`,
    language: sql`${users.language}`,
    part: order,
    kind: 'students',
    village: sql`${villages.name}`,
  })} from ${students} inner join ${users} on ${users.id} = ${students.userId} inner join ${villages} on ${villages.id} = ${students.villageId} where ${sql.join(conditions, sql` and `)}`;
}

function boardPart(order: number): SQL {
  return sql`select ${columns({
    email: sql`${boardMembers.email}`,
    firstName: sql`${boardMembers.firstName}`,
    lastName: sql`${boardMembers.lastName}`,
    language: sql`${boardMembers.language}`,
    part: order,
    kind: 'board',
  })} from ${boardMembers}`;
}

/** The list as one JSON parameter (20,000 addresses would overflow the parameters' limit). */
function listPart(context: PartContext, part: Parsed<'list'>, order: number): SQL {
  const rows = part.recipients.map((recipient) => ({
    email: recipient.email.trim(),
    firstName: recipient.firstName ?? '',
    lastName: recipient.lastName ?? '',
    language: recipient.language ?? context.callerLanguage,
  }));
  return sql`select ${columns({
    email: sql`l.email`,
    firstName: sql`l."firstName"`,
    lastName: sql`l."lastName"`,
    language: sql`l.language`,
    part: order,
    kind: 'list',
  })} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as l(email text, "firstName" text, "lastName" text, language text) where l.email <> ''`;
}

/** One part's SELECT; `order` decides which part names a person found in two. */
export function partQuery(context: PartContext, part: ParsedPart, order: number): SQL {
  switch (part.kind) {
    case 'sponsors':
      return sponsorsPart(context, part, order);
    case 'parents':
      return parentsPart(context, part, order);
    case 'students':
      return studentsPart(context, part, order);
    case 'board':
      return boardPart(order);
    case 'list':
      return listPart(context, part, order);
  }
}

/**
 * The sponsors' students this year (first names, in the order they began) and the letter numbers
 * one of their current sponsorships has not written, for the recipients of `rows` (an alias of
 * audience rows with `sponsor_id`): evaluated per returned row.
 */
export function sponsorDetails(facts: AudienceFacts, rows: SQL): SQL {
  const current = sql`${sponsorships.sponsorId} = ${rows}.sponsor_id and ${sponsorships.periodId} = ${yearId(facts)}::int and ${sponsorships.endedAt} is null`;
  return sql`array(select ${students.firstName} from ${sponsorships} inner join ${students} on ${students.id} = ${sponsorships.studentId} where ${current} order by ${sponsorships.startedAt}, ${sponsorships.id}) as student_names, array(select n from unnest(array[1, 2, 3, 4]) as n where exists (select 1 from ${sponsorships} where ${current} and not ${letterWritten(sql`n`)})) as missing_letters`;
}
