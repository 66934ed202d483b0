// The letters tests' shared world: a year, coordinators (one admin per set of places), and four
// sponsorships whose two sides read different or the same languages, with helpers to write and
// read letters. Each test file builds its own (its own database).
//
//   A: Emily (en-US)  -> Valentina (es-CO)  in the ADMIN's school and village
//   B: Ben (en-US)    -> Camilo (es-CO)     in the OTHER_ADMIN's school and village
//   C: Chloe (en-US)  -> Daniela (en-US)    in the ADMIN's places: both read English
//   D: Diego (es-CO)  -> Esteban (es-CO)    in the ADMIN's places: both read Spanish
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  letterSchema,
  type Letter,
  type Role,
  LETTER_PATHS,
  PERIOD_PATHS,
  SPONSORSHIP_PATHS,
} from '@portal/shared';
import { makeAgreementsOptional } from '../../../test/helpers/agreements';
import { ManualClock } from '../../../test/helpers/clock';
import {
  assignAdmin,
  createActor,
  createPlace,
  referenceIds,
  type Actor,
} from '../../../test/helpers/fixtures';
import {
  createTestContext,
  uniqueEmail,
  type TestApp,
  type TestContext,
} from '../../../test/helpers/test-app';
import type { Env } from '../../config';
import { insertSponsorIfFree } from '../sponsors/sponsors.service';
import { insertStudent } from '../students/students.service';

export type Pair = 'A' | 'B' | 'C' | 'D';
export type ActorName =
  | Role
  | 'OTHER_ADMIN'
  | 'SPONSOR_B'
  | 'STUDENT_B'
  | 'SPONSOR_C'
  | 'STUDENT_C'
  | 'SPONSOR_D'
  | 'STUDENT_D';

export interface LettersWorld {
  ctx: TestContext;
  clock: ManualClock;
  actors: Record<ActorName, Actor>;
  periodId: number;
  pairs: Record<Pair, number>;
  sponsorIds: Record<Pair, number>;
  places: { school: number; village: number; otherSchool: number; otherVillage: number };
}

export const ENGLISH_TEXT = {
  subject: 'Hello from Texas',
  message: 'Hello friend! I play football at school and I have a dog named Max.',
};
export const SPANISH_TEXT = {
  subject: 'Hola desde Bogotá',
  message: '¡Hola amigo! Juego fútbol en el colegio y tengo un perro que se llama Max.',
};

export const one = (id: number) => LETTER_PATHS.letter.replace(':id', String(id));
export const action = (path: string, id: number) => path.replace(':id', String(id));

/** A letter N body for the sponsorship, in English unless the test says otherwise. */
export function letterBody(sponsorshipId: number, extra: Record<string, unknown> = {}) {
  return { sponsorshipId, number: 1, ...ENGLISH_TEXT, ...extra };
}

/** The actor's requests to another app on the same database (a second configuration). */
export function as(app: TestApp['app'], actor: Actor) {
  return (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${actor.token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

export async function write(
  world: LettersWorld,
  actor: Actor,
  body: Record<string, unknown>,
  app: TestApp['app'] = world.ctx.app,
) {
  const response = await as(app, actor)('POST', LETTER_PATHS.letters, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; status: string }>();
}

export async function read(actor: Actor, id: number): Promise<Letter> {
  const response = await actor.request('GET', one(id));
  expect(response.statusCode, response.body).toBe(200);
  return letterSchema.parse(response.json());
}

export async function removeLetters(world: LettersWorld, sponsorshipId: number) {
  await world.ctx.database.db.execute(
    sql`delete from sponsorship_letters where sponsorship_id = ${sponsorshipId}`,
  );
}

export async function createLettersWorld(
  options: { env?: Env; clock?: ManualClock } = {},
): Promise<LettersWorld> {
  const clock = options.clock ?? new ManualClock(new Date('2026-11-25T15:00:00Z'));
  const ctx = await createTestContext({ clock, env: options.env });
  const db = ctx.database.db;
  const { colombia } = await referenceIds(db);
  const places = {
    village: await createPlace(db, 'village', { name: 'Vereda El Roble' }),
    otherVillage: await createPlace(db, 'village', { name: 'Vereda Lejana' }),
    school: await createPlace(db, 'school', { name: 'Lincoln High' }),
    otherSchool: await createPlace(db, 'school', { name: 'Far Away High' }),
  };
  const named = (firstName: string, lastName: string, language: 'en-US' | 'es-CO') => ({
    firstName,
    lastName,
    language,
    email: uniqueEmail(firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()),
  });
  const actors: Record<ActorName, Actor> = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', named('Sara', 'Super', 'en-US')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', named('Gloria', 'Global', 'es-CO')),
    ADMIN: await createActor(ctx, 'ADMIN', named('Adán', 'Admin', 'es-CO')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', named('Otto', 'Other', 'en-US')),
    SPONSOR: await createActor(ctx, 'SPONSOR', named('Emily', 'Johnson', 'en-US')),
    STUDENT: await createActor(ctx, 'STUDENT', named('Valentina', 'Rojas', 'es-CO')),
    SPONSOR_B: await createActor(ctx, 'SPONSOR', named('Ben', 'Brown', 'en-US')),
    STUDENT_B: await createActor(ctx, 'STUDENT', named('Camilo', 'Pérez', 'es-CO')),
    SPONSOR_C: await createActor(ctx, 'SPONSOR', named('Chloe', 'Clark', 'en-US')),
    STUDENT_C: await createActor(ctx, 'STUDENT', named('Daniela', 'Gómez', 'en-US')),
    SPONSOR_D: await createActor(ctx, 'SPONSOR', named('Diego', 'Díaz', 'es-CO')),
    STUDENT_D: await createActor(ctx, 'STUDENT', named('Esteban', 'Mora', 'es-CO')),
  };
  // The agreements' gate has its own test (letters-access.test.ts): until then nothing is required.
  await makeAgreementsOptional(ctx.database);
  await assignAdmin(db, actors.ADMIN.id, {
    schoolIds: [places.school],
    villageIds: [places.village],
  });
  await assignAdmin(db, actors.OTHER_ADMIN.id, {
    schoolIds: [places.otherSchool],
    villageIds: [places.otherVillage],
  });
  const created = await actors.SUPER_ADMIN.request('POST', PERIOD_PATHS.periods, {
    name: '2026-2027',
    startDate: '2026-08-01',
    endDate: '2027-07-31',
  });
  const periodId = created.json<{ id: number }>().id;
  await actors.SUPER_ADMIN.request(
    'POST',
    PERIOD_PATHS.periodActivate.replace(':id', String(periodId)),
  );

  const sponsor = async (actor: Actor, firstName: string, schoolId: number) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName: 'Johnson',
      email: actor.email,
      phone: '+1 415 555 0100',
      schoolId,
      birthdate: '2000-01-01',
      leadershipDistinction: false,
      active: true,
      userId: actor.id,
    }))!;
  const student = (actor: Actor, villageId: number, firstName: string) =>
    insertStudent(
      db,
      {
        firstName,
        lastName: 'Rojas',
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: actor.id,
        status: 'active',
      },
      clock.now(),
    );
  const pair = async (sponsorId: number, studentId: number) => {
    const response = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId,
      studentId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const sponsorIds = {
    A: await sponsor(actors.SPONSOR, 'Emily', places.school),
    B: await sponsor(actors.SPONSOR_B, 'Ben', places.otherSchool),
    C: await sponsor(actors.SPONSOR_C, 'Chloe', places.school),
    D: await sponsor(actors.SPONSOR_D, 'Diego', places.school),
  };
  const pairs = {
    A: await pair(sponsorIds.A, await student(actors.STUDENT, places.village, 'Valentina')),
    B: await pair(sponsorIds.B, await student(actors.STUDENT_B, places.otherVillage, 'Camilo')),
    C: await pair(sponsorIds.C, await student(actors.STUDENT_C, places.village, 'Daniela')),
    D: await pair(sponsorIds.D, await student(actors.STUDENT_D, places.village, 'Esteban')),
  };
  return { ctx, clock, actors, periodId, pairs, sponsorIds, places };
}
