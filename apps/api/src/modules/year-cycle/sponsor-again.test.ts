// Sponsor again: a coordinator offers a sponsor another student; the sponsor accepts (which
// pairs them in the available year) or declines; one open offer per sponsor, also when two
// coordinators offer at the same instant; the place is checked again on acceptance; nobody
// answers another sponsor's offer.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  mySponsorOffersSchema,
  sponsorOfferSchema,
  SPONSORSHIP_PATHS,
  type Role,
} from '@portal/shared';
import { createTestContext, errorOf, queryRows } from '../../../test/helpers/test-app';
import { ManualClock } from '../../../test/helpers/clock';
import {
  clearYears,
  createCycleWorld,
  createYear,
  currentPairs,
  newSponsor,
  newStudent,
  pair,
  type CycleWorld,
  type SponsorActor,
} from './year-cycle-fixture';

const clock = new ManualClock(new Date('2026-09-15T15:00:00Z'));
let world: CycleWorld;
let yearId = 0;

beforeAll(async () => {
  world = await createCycleWorld(await createTestContext({ clock }), clock);
});
afterAll(() => world.ctx.close());
beforeEach(async () => {
  await world.ctx.database.db.execute(sql`delete from sponsor_offers`);
  await clearYears(world);
  yearId = (await createYear(world, 2026, true)).id;
});

const answerPath = (id: number) => SPONSORSHIP_PATHS.sponsorshipOffer.replace(':id', String(id));

function offer(role: Exclude<Role, 'SPONSOR'>, sponsorId: number, studentId: number) {
  return world.admins[role].request('POST', SPONSORSHIP_PATHS.sponsorshipOffers, {
    sponsorId,
    studentId,
  });
}

async function offered(sponsor: SponsorActor, studentId: number) {
  const response = await offer('GLOBAL_ADMIN', sponsor.sponsorId, studentId);
  expect(response.statusCode, response.body).toBe(201);
  return sponsorOfferSchema.parse(response.json());
}

async function mine(sponsor: SponsorActor) {
  const response = await sponsor.request('GET', SPONSORSHIP_PATHS.sponsorshipOffersMine);
  expect(response.statusCode, response.body).toBe(200);
  return mySponsorOffersSchema.parse(response.json()).items;
}

describe('sponsor again', () => {
  it('is offered by a coordinator and accepted by the sponsor: they are paired', async () => {
    const sponsor = await newSponsor(world);
    const student = await newStudent(world, { villageId: world.villageB });
    const made = await offered(sponsor, student);
    expect(made).toMatchObject({
      sponsorId: sponsor.sponsorId,
      state: 'open',
      student: { id: student, villageName: 'Vereda B', age: 14, grade: '5-fifth' },
      expiresAt: '2026-10-15T15:00:00.000Z',
    });
    expect((await mine(sponsor)).map((item) => item.id)).toEqual([made.id]);
    const accepted = await sponsor.request('POST', answerPath(made.id), { answer: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(sponsorOfferSchema.parse(accepted.json()).state).toBe('accepted');
    expect(await currentPairs(world, yearId)).toEqual([
      { studentId: student, sponsorId: sponsor.sponsorId, endReason: null },
    ]);
    const again = await sponsor.request('POST', answerPath(made.id), { answer: 'decline' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('OFFER_CLOSED');
  });

  it('is declined: nobody is paired', async () => {
    const sponsor = await newSponsor(world);
    const made = await offered(sponsor, await newStudent(world));
    const declined = await sponsor.request('POST', answerPath(made.id), { answer: 'decline' });
    expect(sponsorOfferSchema.parse(declined.json()).state).toBe('declined');
    expect(await currentPairs(world, yearId)).toEqual([]);
  });

  it('keeps one open offer per sponsor, also when two coordinators offer at once', async () => {
    const sponsor = await newSponsor(world);
    const first = await offered(sponsor, await newStudent(world));
    const second = await offered(sponsor, await newStudent(world));
    const items = await mine(sponsor);
    expect(items.find((item) => item.id === first.id)?.state).toBe('expired');
    expect(items.find((item) => item.id === second.id)?.state).toBe('open');
    const racing = await Promise.all(
      Array.from({ length: 6 }, async () =>
        offer('SUPER_ADMIN', sponsor.sponsorId, await newStudent(world)),
      ),
    );
    for (const response of racing) expect([201, 409]).toContain(response.statusCode);
    const [open] = await queryRows<{ count: number }>(
      world.ctx.database,
      sql`select count(*)::int as count from sponsor_offers where sponsor_id = ${sponsor.sponsorId} and state = 'open'`,
    );
    expect(open?.count).toBe(1);
  });

  it('checks the place again on acceptance, and closes after its time', async () => {
    const sponsor = await newSponsor(world);
    const student = await newStudent(world);
    const made = await offered(sponsor, student);
    for (let index = 0; index < 3; index += 1) {
      await pair(world, student, (await newSponsor(world)).sponsorId);
    }
    const full = await sponsor.request('POST', answerPath(made.id), { answer: 'accept' });
    expect(full.statusCode).toBe(409);
    expect(errorOf(full).code).toBe('STUDENT_FULL');
    expect((await mine(sponsor))[0]?.state).toBe('open');
    await world.ctx.database.db.execute(
      sql`update sponsor_offers set expires_at = ${new Date(clock.now().getTime() - 1000)}`,
    );
    expect((await mine(sponsor))[0]?.state).toBe('expired');
    const late = await sponsor.request('POST', answerPath(made.id), { answer: 'decline' });
    expect(errorOf(late).code).toBe('OFFER_CLOSED');
  });

  it('is no one else s to make or answer', async () => {
    const sponsor = await newSponsor(world);
    const other = await newSponsor(world);
    const outsider = await newStudent(world, { villageId: world.villageB });
    const bySponsor = await sponsor.request('POST', SPONSORSHIP_PATHS.sponsorshipOffers, {
      sponsorId: sponsor.sponsorId,
      studentId: outsider,
    });
    expect(bySponsor.statusCode).toBe(403);
    const outOfScope = await offer(
      'ADMIN',
      (await newSponsor(world, { schoolId: world.schoolB })).sponsorId,
      outsider,
    );
    expect(outOfScope.statusCode).toBe(404);
    expect((await offer('STUDENT', sponsor.sponsorId, outsider)).statusCode).toBe(403);
    const made = await offered(sponsor, outsider);
    expect(
      (await other.request('POST', answerPath(made.id), { answer: 'accept' })).statusCode,
    ).toBe(404);
    expect(
      (await world.admins.SUPER_ADMIN.request('POST', answerPath(made.id), { answer: 'accept' }))
        .statusCode,
    ).toBe(404);
    expect(await mine(other)).toEqual([]);
    for (const body of [{}, { answer: 'maybe' }, { answer: 1 }]) {
      expect((await sponsor.request('POST', answerPath(made.id), body)).statusCode).toBe(400);
    }
    for (const body of [{}, { sponsorId: 'x', studentId: 1 }, { sponsorId: 1 }]) {
      expect(
        (await world.admins.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorshipOffers, body))
          .statusCode,
      ).toBe(400);
    }
    expect((await offer('SUPER_ADMIN', 999999, outsider)).statusCode).toBe(404);
    expect((await mine(sponsor))[0]?.state).toBe('open');
  });
});
