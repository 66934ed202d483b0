// The records an import would add, from its checked rows: students (their places, grade, gender,
// status and an external id nobody has) or sponsors (their school and an e-mail nobody has).
// A row with any problem gives no record.
import {
  EXTERNAL_ID_MAX_LENGTH,
  emailField,
  nameField,
  normalizeSearchText,
  phoneField,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { findAllPlaces, type PlaceSummary } from '../places/places.service';
import { findRegisteredSponsorEmails, type NewSponsor } from '../sponsors/sponsors.service';
import { findTakenExternalIds, type NewStudent } from '../students/students.service';
import {
  GENDER_INDEX,
  GRADE_INDEX,
  STATUS_INDEX,
  findRepeats,
  folded,
  type RowChecker,
} from './import-row-checker';

/** Values per `in (...)` lookup of e-mails or external ids already registered. */
const LOOKUP_BATCH = 1000;

type Place = PlaceSummary;

/** The places of a kind by their folded name. */
export async function loadPlaces(db: Database, kind: 'school' | 'village') {
  const rows = await findAllPlaces(db, kind);
  const byName = new Map<string, Place>();
  for (const place of rows) {
    const key = normalizeSearchText(place.name);
    // Two places with the same name: the enabled one wins.
    const current = byName.get(key);
    if (!current || (!current.enabled && place.enabled)) byName.set(key, place);
  }
  return byName;
}

async function inBatchesOf<T, R>(items: T[], size: number, read: (batch: T[]) => Promise<R[]>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await read(items.slice(start, start + size))));
  return results;
}

async function registeredEmails(db: Database, emails: string[]): Promise<Set<string>> {
  return new Set(
    await inBatchesOf(emails, LOOKUP_BATCH, (batch) => findRegisteredSponsorEmails(db, batch)),
  );
}

async function takenExternalIds(db: Database, ids: string[]): Promise<Set<string>> {
  return new Set(await inBatchesOf(ids, LOOKUP_BATCH, (batch) => findTakenExternalIds(db, batch)));
}

/** The rows' students, checked against the places and the external ids the database holds. */
export async function checkStudentRecords(
  database: Database,
  checkers: RowChecker[],
  today: string,
  schoolsByName: Map<string, Place>,
): Promise<Array<NewStudent | undefined>> {
  const villagesByName = await loadPlaces(database, 'village');
  const externalIds = checkers.map((checker) => checker.cells.externalId || undefined);
  const taken = await takenExternalIds(database, [
    ...new Set(externalIds.filter((id): id is string => !!id)),
  ]);
  const parsed = checkers.map((checker) => {
    const firstName = checker.field('firstName', nameField);
    const lastName = checker.field('lastName', nameField);
    const birthdate = checker.date('birthdate', today, true);
    const gender = checker.code('gender', GENDER_INDEX, 'imports.unknownGender');
    const grade = checker.code('grade', GRADE_INDEX, 'imports.unknownGrade');
    const statusText = checker.cells.status ?? '';
    const status = statusText === '' ? 'active' : STATUS_INDEX.get(folded(statusText));
    if (!status) checker.problem('status', 'imports.unknownStatus', { value: statusText });
    const village = checker.place('village', villagesByName, true);
    const school = checker.place('school', schoolsByName, false);
    const externalId = checker.cells.externalId || null;
    if (externalId && externalId.length > EXTERNAL_ID_MAX_LENGTH)
      checker.problem('externalId', 'validation.maxChars', { num: EXTERNAL_ID_MAX_LENGTH });
    else if (externalId && taken.has(externalId))
      checker.problem('externalId', 'errors.studentExternalIdTaken');
    return { checker, firstName, lastName, birthdate, gender, grade, status, village, school };
  });
  findRepeats(
    checkers.map((checker, index) => ({ checker, value: externalIds[index] })),
    'externalId',
    'imports.duplicateExternalIdInFile',
  );
  return checkers.map((checker, index) => {
    const fields = parsed[index];
    return checker.result((): NewStudent => ({
      firstName: fields?.firstName ?? '',
      lastName: fields?.lastName ?? '',
      birthdate: fields?.birthdate ?? null,
      gender: fields?.gender ?? null,
      grade: fields?.grade ?? null,
      status: fields?.status ?? 'active',
      villageId: fields?.village?.id ?? 0,
      schoolId: fields?.school?.id ?? null,
      countryId: fields?.village?.countryId ?? null,
      externalId: checker.cells.externalId || null,
      leadershipDistinction: false,
    }));
  });
}

/** The rows' sponsors, checked against the schools and the e-mails the database holds. */
export async function checkSponsorRecords(
  database: Database,
  checkers: RowChecker[],
  today: string,
  schoolsByName: Map<string, Place>,
): Promise<Array<NewSponsor | undefined>> {
  const parsedEmails = checkers.map((checker) => checker.field('email', emailField));
  const registered = await registeredEmails(database, [
    ...new Set(parsedEmails.filter((email): email is string => !!email)),
  ]);
  const parsed = checkers.map((checker, index) => {
    const email = parsedEmails[index];
    if (email && registered.has(email)) checker.problem('email', 'errors.sponsorEmailUnavailable');
    return {
      firstName: checker.field('firstName', nameField),
      lastName: checker.field('lastName', nameField),
      phone: checker.field('phone', phoneField),
      school: checker.place('school', schoolsByName, true),
      birthdate: checker.date('birthdate', today, false),
    };
  });
  findRepeats(
    checkers.map((checker, index) => ({ checker, value: parsedEmails[index] })),
    'email',
    'imports.duplicateEmailInFile',
  );
  return checkers.map((checker, index) => {
    const fields = parsed[index];
    return checker.result((): NewSponsor => ({
      firstName: fields?.firstName ?? '',
      lastName: fields?.lastName ?? '',
      email: parsedEmails[index] ?? '',
      phone: fields?.phone ?? '',
      schoolId: fields?.school?.id ?? 0,
      birthdate: fields?.birthdate ?? null,
      leadershipDistinction: false,
      userId: null,
    }));
  });
}
