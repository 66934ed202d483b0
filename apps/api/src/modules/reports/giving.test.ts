// The giving report across two years: confirmed gifts to two sponsors' pages (one gave to last
// year only), a refunded and a pending gift and a gift to no page (none counted). Sums in cents,
// the LYBUNT filter, totals, who sees what, exports, bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PERIOD_PATHS,
  REPORT_PATHS,
  sponsorGivingPageSchema,
  type SponsorGivingPage,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv } from '../../../test/helpers/export-files';
import {
  activateEndingSponsorships,
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { createTestContext, uniqueEmail, type TestContext } from '../../../test/helpers/test-app';
import { donations } from '../../db/schema/index';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

const clock = new ManualClock(new Date('2026-11-25T15:00:00.000Z'));
let ctx: TestContext;
const year = { last: 0, current: 0 };
const place = { roble: 0, pino: 0, north: 0, south: 0 };

type Name = 'SUPER_ADMIN' | 'VILLAGE_ADMIN' | 'SCHOOL_ADMIN' | 'SPONSOR';
let actors: Record<Name, Actor>;

async function givingReport(actor: Actor, query = ''): Promise<SponsorGivingPage> {
  const response = await actor.request('GET', `${REPORT_PATHS.sponsorGivingReport}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return sponsorGivingPageSchema.parse(response.json());
}

const summary = (page: SponsorGivingPage) =>
  page.items.map((item) => [
    item.sponsor.fullName,
    item.thisYear.gifts,
    item.thisYear.amountCents,
    item.lastYear.gifts,
    item.lastYear.amountCents,
  ]);

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  const db = ctx.database.db;
  place.roble = await createPlace(db, 'village', { name: 'Vereda El Roble' });
  place.pino = await createPlace(db, 'village', { name: 'Vereda El Pino' });
  place.north = await createPlace(db, 'school', { name: 'North High' });
  place.south = await createPlace(db, 'school', { name: 'South High' });
  actors = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', { email: uniqueEmail('sara') }),
    VILLAGE_ADMIN: await createActor(ctx, 'ADMIN', { email: uniqueEmail('victor') }),
    SCHOOL_ADMIN: await createActor(ctx, 'ADMIN', { email: uniqueEmail('simon') }),
    SPONSOR: await createActor(ctx, 'SPONSOR', { email: uniqueEmail('emily') }),
  };
  await assignAdmin(db, actors.VILLAGE_ADMIN.id, { villageIds: [place.roble] });
  await assignAdmin(db, actors.SCHOOL_ADMIN.id, { schoolIds: [place.south] });
  const addSponsor = async (firstName: string, lastName: string, schoolId: number) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName,
      email: uniqueEmail(firstName.toLowerCase()),
      phone: '',
      schoolId,
      birthdate: '1990-02-03',
      leadershipDistinction: false,
      active: true,
      userId: null,
    }))!;
  const emily = await addSponsor('Emily', 'Anderson', place.north);
  const ben = await addSponsor('Ben', 'Brown', place.south);
  const { colombia } = await referenceIds(db);
  const addStudent = (firstName: string, villageId: number) =>
    insertStudent(
      db,
      {
        firstName,
        lastName: 'Tester',
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: null,
        status: 'active',
      },
      clock.now(),
    );
  const ana = await addStudent('Ana', place.roble);
  const bruno = await addStudent('Bruno', place.pino);

  const createYear = async (name: string, startDate: string, endDate: string) => {
    const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
      name,
      startDate,
      endDate,
    });
    return created.json<{ id: number }>().id;
  };
  year.last = await createYear('2025-2026', '2025-08-01', '2026-07-31');
  await activateEndingSponsorships(actors.SUPER_ADMIN, year.last);
  year.current = await createYear('2026-2027', '2026-08-01', '2027-07-31');
  const activated = await activateEndingSponsorships(actors.SUPER_ADMIN, year.current);
  expect(activated.statusCode, activated.body).toBe(200);

  let receipt = 0;
  const gift = (
    periodId: number,
    amountCents: number,
    page: { sponsorId: number; studentId: number; schoolId: number; villageId: number } | null,
    status: 'confirmed' | 'refunded' | 'pending' = 'confirmed',
  ) => ({
    status,
    method: 'cash' as const,
    amountCents,
    currency: 'USD',
    firstName: 'Donor',
    lastName: 'Tester',
    language: 'en-US',
    periodId,
    paidAt: status === 'pending' ? null : clock.now(),
    receiptNumber: status === 'pending' ? null : ++receipt,
    ...(page ?? {}),
  });
  const emilysPage = {
    sponsorId: emily,
    studentId: ana,
    schoolId: place.north,
    villageId: place.roble,
  };
  const bensPage = {
    sponsorId: ben,
    studentId: bruno,
    schoolId: place.south,
    villageId: place.pino,
  };
  await db
    .insert(donations)
    .values([
      gift(year.last, 10_000, emilysPage),
      gift(year.last, 5_000, emilysPage),
      gift(year.current, 2_500, emilysPage),
      gift(year.current, 900, emilysPage, 'pending'),
      gift(year.last, 7_000, bensPage),
      gift(year.current, 3_000, bensPage, 'refunded'),
      gift(year.current, 1_000, null),
    ]);
});

afterAll(async () => {
  await ctx.close();
});

describe('the giving report', () => {
  it("sums each sponsor's confirmed gifts this year and the year before, with totals", async () => {
    const report = await givingReport(actors.SUPER_ADMIN);
    expect(report.year).toEqual({ id: year.current, name: '2026-2027' });
    expect(report.previousYear).toEqual({ id: year.last, name: '2025-2026' });
    expect(summary(report)).toEqual([
      ['Emily Anderson', 1, 2_500, 2, 15_000],
      ['Ben Brown', 0, 0, 1, 7_000],
    ]);
    expect(report.items[0]?.school).toEqual({ id: place.north, name: 'North High' });
    expect(report.totals).toEqual({
      thisYear: { gifts: 1, amountCents: 2_500 },
      lastYear: { gifts: 3, amountCents: 22_000 },
    });
    expect(report.currency).toMatch(/^[A-Z]{3}$/);
  });

  it('keeps those who gave last year and not this year (LYBUNT), and sorts by name', async () => {
    expect(summary(await givingReport(actors.SUPER_ADMIN, 'lapsed=true'))).toEqual([
      ['Ben Brown', 0, 0, 1, 7_000],
    ]);
    const desc = await givingReport(actors.SUPER_ADMIN, 'order=desc&pageSize=1');
    expect(summary(desc)).toEqual([['Ben Brown', 0, 0, 1, 7_000]]);
    expect(desc.next).not.toBeNull();
    const first = await givingReport(actors.SUPER_ADMIN, `periodId=${year.last}`);
    expect(first.previousYear).toBeNull();
    expect(summary(first)).toEqual([
      ['Emily Anderson', 2, 15_000, 0, 0],
      ['Ben Brown', 1, 7_000, 0, 0],
    ]);
  });

  it("shows an admin their places' gifts only, and 404 for a filter outside them", async () => {
    const village = await givingReport(actors.VILLAGE_ADMIN);
    expect(summary(village)).toEqual([['Emily Anderson', 1, 2_500, 2, 15_000]]);
    expect(village.totals.lastYear.amountCents).toBe(15_000);
    expect(summary(await givingReport(actors.SCHOOL_ADMIN))).toEqual([
      ['Ben Brown', 0, 0, 1, 7_000],
    ]);
    const refused = await actors.VILLAGE_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorGivingReport}?villageId=${place.pino}`,
    );
    expect(refused.statusCode).toBe(404);
    const sponsor = await actors.SPONSOR.request('GET', REPORT_PATHS.sponsorGivingReport);
    expect(sponsor.statusCode).toBe(403);
    const bad = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorGivingReport}?lapsed=maybe`,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('exports every sponsor with amounts in currency units', async () => {
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${REPORT_PATHS.sponsorGivingReportExport}?format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('giving-per-sponsor-2026-11-25.csv');
    expect(parseCsv(csv.body)).toEqual([
      [
        'Year',
        'Sponsor',
        'School',
        'Gifts this year',
        'Given this year',
        'Gifts the year before',
        'Given the year before',
      ],
      ['2026-2027', 'Emily Anderson', 'North High', '1', '25', '2', '150'],
      ['2026-2027', 'Ben Brown', 'South High', '0', '0', '1', '70'],
    ]);
  });
});
