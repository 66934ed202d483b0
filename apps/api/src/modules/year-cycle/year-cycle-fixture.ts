// The yearly cycle's tests' world: two places, coordinators, sponsors with accounts, students,
// and a year with sponsorships about to roll into the next (a draft). Years are global: each
// test starts from none.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
  YEAR_CYCLE_PATHS,
  type Grade,
  type Period,
  type Role,
} from '@portal/shared';
import { uniqueEmail, queryRows, type TestContext } from '../../../test/helpers/test-app';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import { makeAgreementsOptional } from '../../../test/helpers/agreements';
import type { ManualClock } from '../../../test/helpers/clock';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

export interface CycleWorld {
  ctx: TestContext;
  clock: ManualClock;
  admins: Record<Exclude<Role, 'SPONSOR'>, Actor>;
  villageA: number;
  villageB: number;
  schoolA: number;
  schoolB: number;
  colombia: number;
  counter: number;
}

export async function createCycleWorld(ctx: TestContext, clock: ManualClock): Promise<CycleWorld> {
  const db = ctx.database.db;
  const { colombia } = await referenceIds(db);
  const world: CycleWorld = {
    ctx,
    clock,
    colombia,
    counter: 0,
    villageA: await createPlace(db, 'village', { name: 'Vereda A' }),
    villageB: await createPlace(db, 'village', { name: 'Vereda B' }),
    schoolA: await createPlace(db, 'school', { name: 'Colegio A' }),
    schoolB: await createPlace(db, 'school', { name: 'Colegio B' }),
    admins: {
      SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN'),
      GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN'),
      ADMIN: await createActor(ctx, 'ADMIN'),
      STUDENT: await createActor(ctx, 'STUDENT'),
    },
  };
  await assignAdmin(db, world.admins.ADMIN.id, {
    schoolIds: [world.schoolA],
    villageIds: [world.villageA],
  });
  await makeAgreementsOptional(ctx.database);
  return world;
}

/** Years and what hangs on them, gone: each test builds its own. */
export async function clearYears(world: CycleWorld): Promise<void> {
  const db = world.ctx.database.db;
  for (const table of [
    'recommitments',
    'sponsor_offers',
    'sponsorship_letters',
    'leadership_assessments',
    'sponsorship_holds',
    // Its trigger writes the sponsors' progress: that goes after it.
    'sponsorships',
    'leadership_progress',
    'periods',
  ]) {
    await db.execute(sql.raw(`delete from ${table}`));
  }
}

export async function newStudent(
  world: CycleWorld,
  extra: {
    grade?: Grade | null;
    status?: 'active' | 'inactive' | 'alumni';
    villageId?: number;
  } = {},
): Promise<number> {
  world.counter += 1;
  return insertStudent(
    world.ctx.database.db,
    {
      firstName: `Niño${world.counter}`,
      lastName: `Apellido${world.counter}`,
      birthdate: '2012-03-04',
      gender: 'female',
      grade: extra.grade === undefined ? '5-fifth' : extra.grade,
      villageId: extra.villageId ?? world.villageA,
      schoolId: null,
      countryId: world.colombia,
      externalId: null,
      leadershipDistinction: false,
      userId: null,
      status: extra.status ?? 'active',
    },
    world.clock.now(),
  );
}

export interface SponsorActor extends Actor {
  sponsorId: number;
}

/** A sponsor with an account of their own (who answers their requests). */
export async function newSponsor(
  world: CycleWorld,
  extra: { schoolId?: number; active?: boolean; language?: 'en-US' | 'es-CO' } = {},
): Promise<SponsorActor> {
  world.counter += 1;
  const actor = await createActor(world.ctx, 'SPONSOR', {
    firstName: `Padrino${world.counter}`,
    ...(extra.language ? { language: extra.language } : {}),
  });
  const sponsorId = await insertSponsorIfFree(world.ctx.database.db, {
    firstName: `Padrino${world.counter}`,
    lastName: `Apellido${world.counter}`,
    email: uniqueEmail('sponsor'),
    phone: '',
    schoolId: extra.schoolId ?? world.schoolA,
    birthdate: '1990-01-01',
    leadershipDistinction: false,
    active: extra.active ?? true,
    userId: actor.id,
  });
  if (sponsorId === undefined) throw new Error('sponsor not inserted');
  return { ...actor, sponsorId };
}

export async function createYear(
  world: CycleWorld,
  startYear: number,
  activate: boolean,
): Promise<Period> {
  const created = await world.admins.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: `${startYear}-${startYear + 1}`,
    startDate: `${startYear}-08-01`,
    endDate: `${startYear + 1}-07-31`,
  });
  expect(created.statusCode, created.body).toBe(201);
  const year = created.json<Period>();
  if (!activate) return year;
  const activated = await activateYear(world, year.id);
  expect(activated.statusCode, activated.body).toBe(200);
  return activated.json<Period>();
}

export function activateYear(world: CycleWorld, id: number, body?: Record<string, unknown>) {
  return world.admins.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(id)),
    body,
  );
}

export async function pair(world: CycleWorld, studentId: number, sponsorId: number) {
  const response = await world.admins.GLOBAL_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
    studentId,
    sponsorId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export const recommitPath = (id: number) => YEAR_CYCLE_PATHS.recommit.replace(':id', String(id));
export const upgradePath = (id: number) => YEAR_CYCLE_PATHS.upgrade.replace(':id', String(id));
export const answerPath = (id: number) => YEAR_CYCLE_PATHS.recommitment.replace(':id', String(id));

/** The current sponsorships of a year, as (student, sponsor) pairs. */
export async function currentPairs(world: CycleWorld, yearId: number) {
  return queryRows<{ studentId: number; sponsorId: number; endReason: string | null }>(
    world.ctx.database,
    sql`select student_id as "studentId", sponsor_id as "sponsorId", end_reason as "endReason"
        from sponsorships where period_id = ${yearId} and ended_at is null
        order by student_id, sponsor_id`,
  );
}

export async function gradeOf(world: CycleWorld, studentId: number) {
  const [row] = await queryRows<{ grade: string | null; status: string }>(
    world.ctx.database,
    sql`select grade, status from students where id = ${studentId}`,
  );
  return row;
}
