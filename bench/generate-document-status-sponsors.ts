// The document-status generator's sponsors (generate-document-status.ts): the sponsors, half of
// them with a sign-in account, and their sponsorships of the year.
import { sql } from 'drizzle-orm';
import { normalizeSearchText } from '@portal/shared';
import { sponsors, sponsorships, users } from '../apps/api/src/db/schema/index';
import { buildSearchText } from '../apps/api/src/lib/search-text';
import {
  DAY_MS,
  FIRST_NAMES,
  insertInBatches,
  LAST_NAMES,
  pick,
  rowsOf,
  type Generation,
} from './generate-document-status-rows';

export type SponsorRow = typeof sponsors.$inferInsert;
export type UserRow = typeof users.$inferInsert;

/** The sponsors and their accounts (joined by e-mail afterwards); their ids in insert order. */
export async function insertSponsors(
  { db, random, now, log }: Generation,
  count: number,
  startYear: number,
  schoolIds: readonly number[],
): Promise<{ sponsorRows: SponsorRow[]; userRows: UserRow[]; sponsorIds: number[] }> {
  const sponsorRows: SponsorRow[] = [];
  const userRows: UserRow[] = [];
  const threeYearsMs = 3 * 365 * DAY_MS;
  for (let index = 0; index < count; index += 1) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const email = `sponsor${index + 1}@bench.example.org`;
    // 3% are minors on the year's first day (the grid's parent agreement column).
    const age = random() < 0.03 ? 14 + Math.floor(random() * 4) : 19 + Math.floor(random() * 50);
    const birthdate = `${startYear - age}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
    const hasPhoto = random() < 0.6;
    const language = random() < 0.8 ? 'en-US' : 'es-CO';
    const createdAt = new Date(now - Math.floor(random() * threeYearsMs));
    sponsorRows.push({
      firstName,
      lastName,
      email,
      phone: '',
      schoolId: pick(random, schoolIds),
      userId: null,
      birthdate,
      photoFileId: hasPhoto ? 1_000_000 + index : null,
      leadershipDistinction: random() < 0.05,
      active: true,
      lastNameKey: normalizeSearchText(lastName),
      firstNameKey: normalizeSearchText(firstName),
      searchText: buildSearchText(firstName, lastName, email),
      createdAt,
      updatedAt: createdAt,
    });
    if (random() < 0.5) {
      userRows.push({
        email,
        // Not a hash: these accounts cannot sign in.
        passwordHash: '!',
        role: 'SPONSOR',
        firstName,
        lastName,
        phone: '',
        language,
        active: true,
        searchText: buildSearchText(firstName, lastName, email),
      });
    }
  }
  await insertInBatches(db, users, userRows);
  await insertInBatches(db, sponsors, sponsorRows);
  await db.execute(
    sql`update ${sponsors} set user_id = u.id from ${users} u where u.email = ${sponsors.email}`,
  );
  log(`  ${count.toLocaleString('en-US')} sponsors`);

  const sponsorIds = (
    await rowsOf<{ id: number }>(db, sql`select id from ${sponsors} order by id`)
  ).map((row) => row.id);
  return { sponsorRows, userRows, sponsorIds };
}

export interface CurrentSponsorship {
  id: number;
  sponsor_id: number;
  student_id: number;
}

/**
 * Sponsorships: at most 3 current ones per student (the pairing rule); 5% of the sponsors also
 * have an ended one. Answers the current ones.
 */
export async function insertSponsorships(
  { db, random, now, log }: Generation,
  periodId: number,
  yearStartMs: number,
  sponsorIds: readonly number[],
): Promise<CurrentSponsorship[]> {
  const activeStudents = (
    await rowsOf<{ id: number }>(
      db,
      sql`select id from students where status = 'active' order by id`,
    )
  ).map((row) => row.id);
  const perStudent = new Map<number, number>();
  const pickStudent = (): number => {
    for (;;) {
      const studentId = pick(random, activeStudents);
      const taken = perStudent.get(studentId) ?? 0;
      if (taken < 3) {
        perStudent.set(studentId, taken + 1);
        return studentId;
      }
    }
  };
  const sponsorship = (sponsorId: number, studentId: number, startedAt: Date) => ({
    periodId,
    studentId,
    sponsorId,
    startedAt,
    endedAt: null as Date | null,
    endReason: null as 'unpaired' | null,
    createdBy: null,
    endedBy: null,
    createdAt: startedAt,
  });
  const sponsorshipRows: Array<typeof sponsorships.$inferInsert> = [];
  for (const sponsorId of sponsorIds) {
    const startedAt = new Date(yearStartMs + Math.floor(random() * (now - yearStartMs) * 0.5));
    const ended = random() < 0.05;
    if (ended) {
      sponsorshipRows.push({
        ...sponsorship(sponsorId, pick(random, activeStudents), startedAt),
        endedAt: new Date(startedAt.getTime() + DAY_MS),
        endReason: 'unpaired',
      });
    }
    if (random() < 0.9) sponsorshipRows.push(sponsorship(sponsorId, pickStudent(), startedAt));
  }
  await insertInBatches(db, sponsorships, sponsorshipRows);
  const current = await rowsOf<CurrentSponsorship>(
    db,
    sql`select id, sponsor_id, student_id from ${sponsorships}
        where period_id = ${periodId} and ended_at is null order by id`,
  );
  log(`  ${current.length.toLocaleString('en-US')} current sponsorships`);
  return current;
}
