// Queries of the document status grid. The rows are a year's active sponsors in the caller's
// scope, read a page at a time through the sponsors' name index; what each row's cells need
// (signatures, students, letters) is read for that page only, so a page costs the same with ten
// or ten thousand sponsors. "Only missing" is the same test written as SQL, so the filter pages
// on the server like any other.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LETTER_GRACE_DAYS } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  agreementAcceptances,
  guardianAuthorisations,
  schools,
  sponsors,
  sponsorshipLetters,
  sponsorships,
  students,
  users,
  villages,
} from '../../db/schema/index';
import { followedSponsorsCondition } from '../../lib/scopes/followed-sponsors';
import { searchTextCondition } from '../../lib/search-text';
import { coordinatorsOnly } from '../../lib/projections';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import { countedSignature } from '../agreements/parent-signature-checks.service';

/** A letter counts as written once it left its writer: waiting for review or delivered. */
export const WRITTEN_STATUSES = ['in_review', 'delivered'] as const;

/**
 * The sponsors a coordinator follows: those of their schools, and those with a student in one of
 * their villages.
 */
export const documentStatusVisibility = defineVisibility('documentStatus', (auth) =>
  coordinatorsOnly(auth, followedSponsorsCondition(auth, 'documentStatus')),
);
export type DocumentStatusVisibility = Visibility<'documentStatus'>;

export interface DocumentStatusFilters {
  periodId: number;
  /** The year's first day: a sponsor under 18 then needs the parent agreement. */
  yearStart: string;
  q?: string | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
  /** With `lateSent`/`lateAnswered`: keep rows with something missing or late. */
  onlyMissing?: boolean | undefined;
  /** Letter numbers past their due date (sponsor) and answer due date (student) today. */
  lateSent: number[];
  lateAnswered: number[];
  /**
   * The year's due dates of the letters, and today: a sponsorship that began after a due date
   * counts it from its start (`sponsorshipDueDates`, LETTER_GRACE_DAYS).
   */
  letterDates: Array<{ number: number; dueDate: string | null; answerDueDate: string | null }>;
  today: string;
  /** Per required sponsor agreement, the ids of its current version (one per language). */
  sponsorAgreementVersions: number[][];
  /** The same for the required parent texts. */
  parentAgreementVersions: number[][];
}

export interface DocumentStatusRecord {
  id: number;
  firstName: string;
  lastName: string;
  firstNameKey: string;
  lastNameKey: string;
  email: string;
  birthdate: string | null;
  photoFileId: number | null;
  language: string | null;
  schoolId: number;
  schoolName: string;
}

function currentSponsorship(periodId: number): SQL {
  return sql`${sponsorships.sponsorId} = ${sponsors.id} and ${sponsorships.periodId} = ${periodId} and ${sponsorships.endedAt} is null`;
}

/**
 * The letters due by now by the year's dates, as a literal table (writer, number, the writer's
 * due date, the letter's due date): computed by the server.
 */
function dueLetters(query: DocumentStatusFilters): SQL {
  const rows = [
    ...query.lateSent.map((number) => ['sponsor', number] as const),
    ...query.lateAnswered.map((number) => ['student', number] as const),
  ].map(([writer, number]) => {
    if (!Number.isInteger(number) || number < 1 || number > 4) throw new Error(`bad ${number}`);
    const dates = query.letterDates.find((letter) => letter.number === number);
    const letterDue = dates?.dueDate ?? null;
    const writerDue = writer === 'sponsor' ? letterDue : (dates?.answerDueDate ?? null);
    return sql`(${writer}, ${number}::int, ${writerDue}::date, ${letterDue}::date)`;
  });
  return sql`(values ${sql.join(rows, sql`, `)}) as due(writer, number, writer_due, letter_due)`;
}

/**
 * Whether the writer's due date, counted from the sponsorship's start when it began less than
 * LETTER_GRACE_DAYS before the letter's (`sponsorshipDueDates`, the same rule in SQL), passed.
 */
function pastDueForSponsorship(today: string): SQL {
  return sql`(due.writer_due + greatest(0, ((${sponsorships.startedAt} at time zone 'UTC')::date + ${LETTER_GRACE_DAYS}::int) - coalesce(due.letter_due, due.writer_due))) < ${today}::date`;
}

/**
 * The sponsor has a current sponsorship of the year that lacks a letter due by now, either way.
 * Written as a scalar subquery on purpose: PostgreSQL then probes the indexes for each sponsor
 * it tests (a page tests a few dozen, the total stops at SEARCH_TOTAL_LIMIT), where an EXISTS
 * would be hashed over every sponsorship of the year first, 15 to 30 ms at 10,000 sponsors.
 */
function lateLetters(query: DocumentStatusFilters): SQL | undefined {
  if (query.lateSent.length + query.lateAnswered.length === 0) return undefined;
  return sql`(select 1 from ${sponsorships} cross join ${dueLetters(query)} where ${currentSponsorship(query.periodId)} and ${pastDueForSponsorship(query.today)} and not exists (select 1 from ${sponsorshipLetters} where ${sponsorshipLetters.sponsorshipId} = ${sponsorships.id} and ${sponsorshipLetters.writer} = due.writer and ${sponsorshipLetters.number} = due.number and ${inArray(sponsorshipLetters.status, [...WRITTEN_STATUSES])}) limit 1) is not null`;
}

/**
 * A required agreement the sponsor has not signed at its current number (in any language): one
 * index lookup per agreement and sponsor tested, the current versions' ids given by the service
 * (a scalar subquery, like the letters' test, so that it is not hashed over every signature). The
 * parent texts count for a sponsor under 18 on the year's first day, or of an unknown birth date;
 * a parent's signature held for a coordinator's check is none.
 */
function lacksAgreement(query: DocumentStatusFilters): SQL | undefined {
  const unsigned = (versionIds: number[]) =>
    sql`(select 1 from ${agreementAcceptances} where ${agreementAcceptances.sponsorId} = ${sponsors.id} and ${inArray(agreementAcceptances.versionId, versionIds)} and ${countedSignature()} limit 1) is null`;
  // An unknown birth date needs the parent texts as a minor's does (decision 030).
  const conditions = [
    ...query.sponsorAgreementVersions.map(unsigned),
    ...query.parentAgreementVersions.map(
      (versionIds) =>
        sql`((${sponsors.birthdate} is null or ${sponsors.birthdate} > (${query.yearStart}::date - interval '18 years')) and ${unsigned(versionIds)})`,
    ),
  ];
  return conditions.length === 0 ? undefined : sql`(${sql.join(conditions, sql` or `)})`;
}

function somethingOutstanding(query: DocumentStatusFilters): SQL {
  return sql`(${sql.join(
    [sql`${sponsors.photoFileId} is null`, lacksAgreement(query), lateLetters(query)].filter(
      (condition): condition is SQL => condition !== undefined,
    ),
    sql` or `,
  )})`;
}

/** The grid's rows: the caller's active sponsors of the filters. */
export function documentStatusConditions(
  visibility: DocumentStatusVisibility,
  query: DocumentStatusFilters,
) {
  return and(
    visibility.condition,
    eq(sponsors.active, true),
    searchTextCondition(sponsors.searchText, query.q),
    query.schoolId === undefined ? undefined : eq(sponsors.schoolId, query.schoolId),
    query.villageId === undefined
      ? undefined
      : sql`exists (select 1 from ${sponsorships} inner join ${students} on ${students.id} = ${sponsorships.studentId} where ${currentSponsorship(query.periodId)} and ${students.villageId} = ${query.villageId})`,
    query.onlyMissing ? somethingOutstanding(query) : undefined,
  );
}

const sponsorUsers = alias(users, 'sponsor_users');

/** A row's sponsor, school and language (the cells are read per page). */
export function selectDocumentStatusRows(db: Database) {
  return db
    .select({
      id: sponsors.id,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
      firstNameKey: sponsors.firstNameKey,
      lastNameKey: sponsors.lastNameKey,
      email: sponsors.email,
      birthdate: sponsors.birthdate,
      photoFileId: sponsors.photoFileId,
      language: sponsorUsers.language,
      schoolId: schools.id,
      schoolName: schools.name,
    })
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .leftJoin(sponsorUsers, eq(sponsorUsers.id, sponsors.userId));
}

/** These sponsors, if the caller reaches them (the reminders' rows). */
export function findDocumentStatusRows(
  db: Database,
  visibility: DocumentStatusVisibility,
  query: DocumentStatusFilters,
  sponsorIds: number[],
): Promise<DocumentStatusRecord[]> {
  return selectDocumentStatusRows(db).where(
    and(documentStatusConditions(visibility, query), inArray(sponsors.id, sponsorIds)),
  ) as Promise<DocumentStatusRecord[]>;
}

const studentUsers = alias(users, 'student_users');

/**
 * The current sponsorships of these sponsors in the year, with the student, their village and the
 * letters written each way (`sponsor:1`, `student:3`): one query for a page of rows.
 */
export function findSponsorshipsOf(db: Database, periodId: number, sponsorIds: number[]) {
  if (sponsorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: sponsorships.id,
      sponsorId: sponsorships.sponsorId,
      studentId: students.id,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      studentEmail: studentUsers.email,
      studentLanguage: studentUsers.language,
      villageId: villages.id,
      villageName: villages.name,
      hasGuardianAuthorisation: sql<boolean>`exists (select 1 from ${guardianAuthorisations} where ${guardianAuthorisations.studentId} = ${students.id})`,
      startedAt: sponsorships.startedAt,
      written: sql<
        string[]
      >`array(select ${sponsorshipLetters.writer} || ':' || ${sponsorshipLetters.number} from ${sponsorshipLetters} where ${sponsorshipLetters.sponsorshipId} = ${sponsorships.id} and ${inArray(sponsorshipLetters.status, [...WRITTEN_STATUSES])})`,
    })
    .from(sponsorships)
    .innerJoin(students, eq(students.id, sponsorships.studentId))
    .innerJoin(villages, eq(villages.id, students.villageId))
    .leftJoin(studentUsers, eq(studentUsers.id, students.userId))
    .where(
      and(
        eq(sponsorships.periodId, periodId),
        inArray(sponsorships.sponsorId, sponsorIds),
        sql`${sponsorships.endedAt} is null`,
      ),
    )
    .orderBy(sponsorships.startedAt, sponsorships.id);
}

/**
 * Which of these agreement versions each of these sponsors signed (a parent's signature held
 * for a coordinator's check, or rejected, is no signature).
 */
export function findSignedVersions(db: Database, sponsorIds: number[], versionIds: number[]) {
  if (sponsorIds.length === 0 || versionIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sponsorId: agreementAcceptances.sponsorId,
      versionId: agreementAcceptances.versionId,
    })
    .from(agreementAcceptances)
    .where(
      and(
        inArray(agreementAcceptances.sponsorId, sponsorIds),
        inArray(agreementAcceptances.versionId, versionIds),
        countedSignature(),
      ),
    );
}
