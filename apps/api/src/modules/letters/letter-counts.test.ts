// The letters late and due the dashboard and the letters report read come from
// letter_pending_counts (migration 0045, docs/decisions/044), the letters sent from
// letter_sent_counts (0048, decision 045). After a random sequence of pairings, endings, restarts,
// letters sent, returned and deleted, moves of students and sponsors, new letter dates, new year
// dates, folds of past days and rolled-back changes — one after another and in parallel — the
// counters give, for every day from the last fold on, the same letters late per year, place,
// letter and writer as a count made here from the rows, with the dates the letters module gives,
// and the same letters sent per year, place, letter, writer, status and month.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_DUE_SOON_DAYS, LETTER_GRACE_DAYS, type LetterWriter } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { ManualClock } from '../../../test/helpers/clock';
import { createActors, createPlace } from '../../../test/helpers/fixtures';
import { addSponsor, addStudent, openYear } from '../../../test/helpers/pairings';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { pick, seededRandom } from '../../../test/helpers/seeded-random';
import { defaultYearLetterDates } from './year-letter-dates';

const DAY_MS = 86_400_000;
const clock = new ManualClock(new Date('2026-08-02T15:00:00Z'));
let ctx: TestContext;
let db: Database;
const villages: number[] = [];
const schools: number[] = [];
const studentIds: number[] = [];
const sponsorIds: number[] = [];
const periodIds: number[] = [];

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const superAdmin: AuthContext = { userId: 0, role: 'SUPER_ADMIN', sessionId: 't', access: 'all' };

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  db = ctx.database.db;
  const { SUPER_ADMIN } = await createActors(ctx, { SUPER_ADMIN: 'SUPER_ADMIN' });
  periodIds.push(await openYear(SUPER_ADMIN));
  const [next] = await rowsOf<{ id: number }>(
    db,
    sql`insert into periods (name, search_text, start_date, end_date, status)
      values ('2027-2028', '2027-2028', '2027-09-01', '2028-08-31', 'draft') returning id`,
  );
  periodIds.push(next!.id);
  for (let index = 0; index < 3; index++) {
    villages.push(await createPlace(db, 'village', { name: `Vereda ${index}` }));
    schools.push(await createPlace(db, 'school', { name: `Colegio ${index}` }));
  }
  for (let index = 0; index < 10; index++)
    studentIds.push(
      await addStudent(ctx, villages[index % 3]!, { firstName: 'Ana', lastName: `E${index}` }),
    );
  for (let index = 0; index < 7; index++)
    sponsorIds.push(
      await addSponsor(ctx, schools[index % 3]!, { firstName: 'Leo', lastName: `P${index}` }),
    );
});
afterAll(() => ctx.close());

type LateKey = string;

/** The sum of the counts whose key starts with `prefix` (and holds `part`). */
function sumOf(counts: Map<string, number>, prefix: string, part = ''): number {
  return [...counts]
    .filter(([key]) => key.startsWith(prefix) && key.includes(part))
    .reduce((total, [, value]) => total + value, 0);
}

/** Letters late on `today` per year, village, school, number and writer, from the counters. */
async function lateFromCounters(today: string): Promise<Map<LateKey, number>> {
  const rows = await rowsOf<{ key: string; late: number }>(
    db,
    sql`select concat_ws('/', period_id, village_id, school_id, number, writer) as key,
        sum(letters)::int as late
      from letter_pending_counts where due_day < ${today}::date group by 1`,
  );
  return new Map(rows.filter((row) => row.late !== 0).map((row) => [row.key, row.late]));
}

/** The same, counted here from the rows and the dates of the letters module. */
function lateFromRows(today: string): Promise<Map<LateKey, number>> {
  return pendingFromRows((day) => day < today);
}

/** Letters not sent whose due day `isCounted` takes, counted here from the rows. */
async function pendingFromRows(isCounted: (day: string) => boolean): Promise<Map<LateKey, number>> {
  const current = await rowsOf<{
    id: number;
    periodId: number;
    villageId: number;
    schoolId: number;
    startDay: string;
  }>(
    db,
    sql`select s.id, s.period_id as "periodId", st.village_id as "villageId",
        sp.school_id as "schoolId", to_char(s.started_at at time zone 'UTC', 'YYYY-MM-DD') as "startDay"
      from sponsorships s join students st on st.id = s.student_id
      join sponsors sp on sp.id = s.sponsor_id where s.ended_at is null`,
  );
  const sent = new Set(
    (
      await rowsOf<{ key: string }>(
        db,
        sql`select concat_ws('/', sponsorship_id, number, writer) as key from sponsorship_letters
          where status in ('in_review', 'delivered')`,
      )
    ).map((row) => row.key),
  );
  const late = new Map<LateKey, number>();
  for (const periodId of periodIds) {
    const [year] = await rowsOf<{ id: number; startDate: string; endDate: string }>(
      db,
      sql`select id, start_date::text as "startDate", end_date::text as "endDate" from periods where id = ${periodId}`,
    );
    const { letters } = await ctx.app.letters.lettersOfYear(year!);
    for (const sponsorship of current.filter((row) => row.periodId === periodId)) {
      const startPlusGrace = addDays(sponsorship.startDay, LETTER_GRACE_DAYS);
      for (const letter of letters) {
        if (letter.dueDate === null) continue;
        const shift = Math.max(
          0,
          (Date.parse(startPlusGrace) - Date.parse(letter.dueDate)) / DAY_MS,
        );
        const due: Record<LetterWriter, string | null> = {
          sponsor: startPlusGrace > letter.dueDate ? startPlusGrace : letter.dueDate,
          student: letter.answerDueDate === null ? null : addDays(letter.answerDueDate, shift),
        };
        for (const writer of ['sponsor', 'student'] as const) {
          const day = due[writer];
          if (day === null || !isCounted(day)) continue;
          if (sent.has(`${sponsorship.id}/${letter.number}/${writer}`)) continue;
          const key = [
            periodId,
            sponsorship.villageId,
            sponsorship.schoolId,
            letter.number,
            writer,
          ];
          late.set(key.join('/'), (late.get(key.join('/')) ?? 0) + 1);
        }
      }
    }
  }
  return late;
}

/** Letters sent per year, place, letter, writer, status and month, from the counters. */
async function sentFromCounters(): Promise<Map<string, number>> {
  const rows = await rowsOf<{ key: string; sent: number }>(
    db,
    sql`select concat_ws('/', period_id, village_id, school_id, number, writer, status,
        to_char(month, 'YYYY-MM')) as key, sum(letters)::int as sent
      from letter_sent_counts group by 1`,
  );
  return new Map(rows.filter((row) => row.sent !== 0).map((row) => [row.key, row.sent]));
}

/** The same, counted here from the letters of the current sponsorships. */
async function sentFromRows(): Promise<Map<string, number>> {
  const rows = await rowsOf<{ key: string; sent: number }>(
    db,
    sql`select concat_ws('/', s.period_id, st.village_id, coalesce(sp.school_id, 0), l.number,
        l.writer, l.status, to_char(l.sent_at at time zone 'UTC', 'YYYY-MM')) as key,
        count(*)::int as sent
      from sponsorships s join students st on st.id = s.student_id
      join sponsors sp on sp.id = s.sponsor_id
      join sponsorship_letters l on l.sponsorship_id = s.id
      where s.ended_at is null and l.status in ('in_review', 'delivered') group by 1`,
  );
  return new Map(rows.map((row) => [row.key, row.sent]));
}

const STATUSES = ['draft', 'in_review', 'returned', 'delivered'] as const;

/** One random change of anything the counters follow; `fold` is the last day folded so far. */
async function randomChange(
  random: () => number,
  tx: Database,
  state: { fold: string },
): Promise<void> {
  const roll = random();
  const [one] = await rowsOf<{ id: number }>(
    tx,
    sql`select id from sponsorships where ended_at is null order by random() limit 1`,
  );
  const sponsorshipId = one?.id;
  if (roll < 0.22 || sponsorshipId === undefined) {
    const periodId = pick(random, periodIds);
    const start = addDays(
      periodId === periodIds[0] ? '2026-07-10' : '2027-08-10',
      Math.floor(random() * 330),
    );
    await tx.execute(
      sql`insert into sponsorships (period_id, student_id, sponsor_id, started_at)
        values (${periodId}, ${pick(random, studentIds)}, ${pick(random, sponsorIds)}, ${`${start}T${random() < 0.5 ? '03' : '22'}:00:00Z`}::timestamptz)
        on conflict do nothing`,
    );
  } else if (roll < 0.3) {
    await tx.execute(
      sql`update sponsorships set ended_at = now(), end_reason = 'lapsed' where id = ${sponsorshipId}`,
    );
  } else if (roll < 0.34) {
    await tx.execute(
      sql`update sponsorships set started_at = started_at + ${`${Math.floor(random() * 90) - 45} days`}::interval where id = ${sponsorshipId}`,
    );
  } else if (roll < 0.62) {
    const status = pick(random, STATUSES);
    const number = 1 + Math.floor(random() * 4);
    const writer = random() < 0.5 ? 'sponsor' : 'student';
    // Sent on any day of the year, at an hour that is another day (and month) in Bogotá.
    const sentAt = `${addDays('2026-08-01', Math.floor(random() * 365))}T02:30:00Z`;
    await tx.execute(
      sql`insert into sponsorship_letters (sponsorship_id, period_id, sponsor_id, student_id, number, writer, status, original_language, sent_at, delivered_at)
        select id, period_id, sponsor_id, student_id, ${number}, ${writer}, ${status}, 'en-US',
          case when ${status} = 'draft' then null else ${sentAt}::timestamptz end,
          case when ${status} = 'delivered' then now() else null end
        from sponsorships where id = ${sponsorshipId}
        on conflict (sponsorship_id, number, writer) do update set status = excluded.status,
          sent_at = excluded.sent_at, delivered_at = excluded.delivered_at`,
    );
  } else if (roll < 0.64) {
    // A letter in review delivered, or its translation changed: the month stays.
    const isDelivered = random() < 0.5;
    await tx.execute(
      sql`update sponsorship_letters set translated_message = 'translated',
          status = case when ${isDelivered} then 'delivered' else status end,
          delivered_at = case when ${isDelivered} then now() else delivered_at end
        where id = (select id from sponsorship_letters where status = 'in_review'
          order by random() limit 1)`,
    );
  } else if (roll < 0.67) {
    await tx.execute(
      sql`delete from sponsorship_letters where id = (select id from sponsorship_letters order by random() limit 1)`,
    );
  } else if (roll < 0.75) {
    await tx.execute(
      sql`update students set village_id = ${pick(random, villages)} where id = ${pick(random, studentIds)}`,
    );
  } else if (roll < 0.82) {
    await tx.execute(
      sql`update sponsors set school_id = ${pick(random, schools)} where id = ${pick(random, sponsorIds)}`,
    );
  } else if (roll < 0.88) {
    const periodId = pick(random, periodIds);
    const base = periodId === periodIds[0] ? '2026-08-01' : '2027-09-01';
    // As the letters module replaces them (year-letters.repo.ts): the year locked first.
    await tx.execute(sql`select 1 from periods where id = ${periodId} for no key update`);
    await tx.execute(sql`delete from letters where period_id = ${periodId}`);
    if (random() < 0.75)
      for (let number = 1; number <= 4; number++) {
        const due = random() < 0.15 ? null : addDays(base, Math.floor(random() * 340));
        const answer =
          due === null || random() < 0.2 ? null : addDays(due, 10 + Math.floor(random() * 40));
        await tx.execute(
          sql`insert into letters (period_id, number, title, theme, due_date, answer_due_date)
            values (${periodId}, ${number}, ${`Letter ${number}`}, '', ${due}::date, ${answer}::date)`,
        );
      }
  } else if (roll < 0.92) {
    await tx.execute(
      sql`update periods set end_date = (case when id = ${periodIds[0]!} then '2027-07-31' else '2028-08-31' end)::date + ${Math.floor(random() * 40) - 20}::integer where id = ${pick(random, periodIds)}`,
    );
  } else {
    const day = addDays('2026-09-01', Math.floor(random() * 100));
    if (day > state.fold) state.fold = day;
    await tx.execute(sql`select letter_pending_compact(${day}::date)`);
  }
}

async function expectCountersEqualRows(fold: string) {
  for (const today of ['2026-12-10', '2027-02-20', '2027-06-01', '2027-10-15', '2028-09-01']) {
    expect(today >= fold).toBe(true);
    expect(Object.fromEntries(await lateFromCounters(today)), today).toEqual(
      Object.fromEntries(await lateFromRows(today)),
    );
  }
  expect(Object.fromEntries(await sentFromCounters()), 'sent').toEqual(
    Object.fromEntries(await sentFromRows()),
  );
}

describe('the letters late and sent counters', () => {
  it('take the programme dates and grace days the letters module takes', async () => {
    const [grace] = await rowsOf<{ days: number }>(db, sql`select letter_grace_days() as days`);
    expect(grace?.days).toBe(LETTER_GRACE_DAYS);
    const random = seededRandom(3);
    // Years after the test's own, one after another (years never overlap), of any length.
    let next = '2030-01-01';
    const years = Array.from({ length: 60 }, () => {
      const startDate = addDays(next, Math.floor(random() * 20));
      const endDate = addDays(startDate, 30 + Math.floor(random() * 770));
      next = addDays(endDate, 1);
      return { startDate, endDate };
    });
    await db
      .transaction(async (tx) => {
        for (const year of years) {
          const [row] = await rowsOf<{ id: number }>(
            tx,
            sql`insert into periods (name, search_text, start_date, end_date)
              values (${year.startDate}, ${year.startDate}, ${year.startDate}::date, ${year.endDate}::date) returning id`,
          );
          const dates = await rowsOf<{ number: number; dueDate: string; answerDueDate: string }>(
            tx,
            sql`select number, due_date::text as "dueDate", answer_due_date::text as "answerDueDate"
              from period_letter_dates(${row!.id}) order by number`,
          );
          expect(dates, `${year.startDate}..${year.endDate}`).toEqual(
            [1, 2, 3, 4].map((number) => ({
              number,
              ...defaultYearLetterDates(year.startDate, year.endDate, number),
            })),
          );
        }
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
  });

  it('equal a count of the rows after a random sequence of changes', async () => {
    const random = seededRandom(44);
    const state = { fold: '2026-01-01' };
    for (let step = 0; step < 160; step++) {
      if (random() < 0.06) {
        // A rolled-back change leaves the counters as they were.
        await db
          .transaction(async (tx) => {
            await randomChange(random, tx, { ...state });
            throw new Error('rolled back');
          })
          .catch(() => undefined);
      } else {
        await randomChange(random, db, state);
      }
      if (step % 40 === 39) await expectCountersEqualRows(state.fold);
    }
    const [counted] = await rowsOf<{ late: number }>(
      db,
      sql`select count(*)::int as late from sponsorship_letters`,
    );
    expect(counted?.late).toBeGreaterThan(10);
  });

  it('equal a count of the rows after changes made in parallel', async () => {
    const random = seededRandom(45);
    const state = { fold: '2026-01-01' };
    for (let round = 0; round < 6; round++) {
      const seeds = Array.from({ length: 8 }, () => Math.floor(random() * 1e9));
      await Promise.all(
        seeds.map(async (seed) => {
          const own = seededRandom(seed);
          // Any failure (a deadlock among the counters' triggers above all) fails the test.
          for (let step = 0; step < 5; step++)
            await db.transaction((tx) => randomChange(own, tx, state));
        }),
      );
      await expectCountersEqualRows(state.fold);
    }
  });

  it('are what the letters figures read, for the day the clock says', async () => {
    const [year] = await rowsOf<{ id: number; startDate: string; endDate: string }>(
      db,
      sql`select id, start_date::text as "startDate", end_date::text as "endDate" from periods where id = ${periodIds[0]!}`,
    );
    for (const today of ['2026-12-10', '2027-06-01']) {
      clock.advance(Date.parse(`${today}T12:00:00Z`) - clock.now().getTime());
      const expected = await lateFromRows(today);
      const byLetter = await ctx.app.letters.pendingByLetter(superAdmin, year!);
      for (const { number, writer, late } of byLetter) {
        const sum = [...expected]
          .filter(([key]) => {
            const [periodId, , , keyNumber, keyWriter] = key.split('/');
            return (
              Number(periodId) === year!.id && Number(keyNumber) === number && keyWriter === writer
            );
          })
          .reduce((total, [, value]) => total + value, 0);
        expect(late, `${today} letter ${number} ${writer}`).toBe(sum);
      }
      const village = villages[0]!;
      const inVillage = await ctx.app.letters.pendingByLetter(superAdmin, year!, {
        villageId: village,
      });
      const villageSum = [...expected]
        .filter(([key]) => key.startsWith(`${year!.id}/${village}/`))
        .reduce((total, [, value]) => total + value, 0);
      expect(inVillage.reduce((total, item) => total + item.late, 0)).toBe(villageSum);
      const soonEnd = addDays(today, LETTER_DUE_SOON_DAYS);
      const due = await pendingFromRows((day) => day >= today && day <= soonEnd);
      const figures = await ctx.app.letters.coordinatorFigures(superAdmin, year!);
      expect(figures.due, `${today} due`).toBe(sumOf(due, `${year!.id}/`));
      expect(figures.late).toBe(sumOf(expected, `${year!.id}/`));
    }
  });

  it('are what the letters report and the letters per month read', async () => {
    const [year] = await rowsOf<{ id: number; startDate: string; endDate: string }>(
      db,
      sql`select id, start_date::text as "startDate", end_date::text as "endDate" from periods where id = ${periodIds[0]!}`,
    );
    const sent = await sentFromRows();
    const ofYear = [...sent].filter(([key]) => key.startsWith(`${year!.id}/`));
    // Something to compare: the changes before end sponsorships picked by the database's own
    // random order, so how many sent letters remain varies from run to run (once only one).
    expect(ofYear.length).toBeGreaterThan(0);
    const byLetter = await ctx.app.letters.sentByLetter(superAdmin, year!);
    for (const { number, writer, delivered, inReview } of byLetter) {
      const part = `/${number}/${writer}/`;
      const ofLetter = ofYear.filter(([key]) => key.includes(part));
      expect(delivered).toBe(sumOf(new Map(ofLetter), '', '/delivered/'));
      expect(inReview).toBe(sumOf(new Map(ofLetter), '', '/in_review/'));
    }
    const school = schools[1]!;
    const perMonth = await ctx.app.letters.sentByMonth(superAdmin, year!, { schoolId: school });
    const inSchool = new Map(ofYear.filter(([key]) => key.split('/')[2] === String(school)));
    expect(perMonth.reduce((total, month) => total + month.sponsor + month.student, 0)).toBe(
      sumOf(inSchool, ''),
    );
    for (const { month, sponsor } of perMonth)
      expect(sponsor, month).toBe(
        [...inSchool]
          .filter(([key]) => key.endsWith(`/${month}`) && key.includes('/sponsor/'))
          .reduce((total, [, value]) => total + value, 0),
      );
  });
});
