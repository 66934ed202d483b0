// The e-mail area's tests' world: a year, two schools and two villages, admins of each, sponsors
// (one in Spanish, one a minor with a parent), students with accounts, and a sponsorship.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { PERIOD_PATHS, SPONSORSHIP_PATHS } from '@portal/shared';
import { insertSponsorIfFree } from '../../src/modules/sponsors/sponsors.service';
import { insertStudent } from '../../src/modules/students/students.service';
import type { ManualClock } from './clock';
import { assignAdmin, createActor, createPlace, referenceIds, type Actor } from './fixtures';
import { uniqueEmail, type TestContext } from './test-app';

export type EmailActorName =
  | 'SUPER_ADMIN'
  | 'GLOBAL_ADMIN'
  | 'ADMIN'
  | 'OTHER_ADMIN'
  | 'SPONSOR'
  | 'SPONSOR_ES'
  | 'SPONSOR_B'
  | 'MINOR'
  | 'STUDENT'
  | 'STUDENT_B';

export interface EmailWorld {
  actors: Record<EmailActorName, Actor>;
  schoolA: number;
  schoolB: number;
  emptySchool: number;
  villageA: number;
  villageB: number;
  periodId: number;
  parentEmail: string;
  sponsorIds: Record<'SPONSOR' | 'SPONSOR_ES' | 'SPONSOR_B' | 'MINOR', number>;
}

export async function createEmailWorld(ctx: TestContext, clock: ManualClock): Promise<EmailWorld> {
  const db = ctx.database.db;
  const { colombia } = await referenceIds(db);
  const villageA = await createPlace(db, 'village', { name: 'Vereda La Esperanza' });
  const villageB = await createPlace(db, 'village', { name: 'Vereda Lejana' });
  const schoolA = await createPlace(db, 'school', { name: 'Roosevelt High' });
  const schoolB = await createPlace(db, 'school', { name: 'Far Away High' });
  const emptySchool = await createPlace(db, 'school', { name: 'Empty High' });
  const person = (firstName: string, language: 'en-US' | 'es-CO' = 'en-US') => ({
    firstName,
    lastName: 'Tester',
    language,
    email: uniqueEmail(firstName.toLowerCase()),
  });
  const actors: Record<EmailActorName, Actor> = {
    SUPER_ADMIN: await createActor(ctx, 'SUPER_ADMIN', person('Sara')),
    GLOBAL_ADMIN: await createActor(ctx, 'GLOBAL_ADMIN', person('Gloria')),
    ADMIN: await createActor(ctx, 'ADMIN', person('Adam')),
    OTHER_ADMIN: await createActor(ctx, 'ADMIN', person('Otto')),
    SPONSOR: await createActor(ctx, 'SPONSOR', person('Emily')),
    SPONSOR_ES: await createActor(ctx, 'SPONSOR', person('Camila', 'es-CO')),
    SPONSOR_B: await createActor(ctx, 'SPONSOR', person('Ben')),
    MINOR: await createActor(ctx, 'SPONSOR', person('Mia')),
    STUDENT: await createActor(ctx, 'STUDENT', person('Valentina', 'es-CO')),
    STUDENT_B: await createActor(ctx, 'STUDENT', person('Camilo', 'es-CO')),
  };
  await assignAdmin(db, actors.ADMIN.id, { schoolIds: [schoolA], villageIds: [villageA] });
  await assignAdmin(db, actors.OTHER_ADMIN.id, { schoolIds: [schoolB], villageIds: [villageB] });
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
  const sponsor = async (actor: Actor, schoolId: number, firstName: string, birthdate: string) =>
    (await insertSponsorIfFree(db, {
      firstName,
      lastName: 'Sponsor',
      email: actor.email,
      phone: '+1 555 0100',
      schoolId,
      birthdate,
      leadershipDistinction: false,
      active: true,
      userId: actor.id,
    }))!;
  const student = (actor: Actor, village: number, firstName: string) =>
    insertStudent(
      db,
      {
        firstName,
        lastName: 'Rojas',
        birthdate: '2015-03-04',
        gender: 'female',
        grade: '5-fifth',
        villageId: village,
        schoolId: null,
        countryId: colombia,
        externalId: null,
        leadershipDistinction: false,
        userId: actor.id,
        status: 'active',
      },
      clock.now(),
    );
  const sponsorIds = {
    SPONSOR: await sponsor(actors.SPONSOR, schoolA, 'Emily', '2000-01-01'),
    SPONSOR_ES: await sponsor(actors.SPONSOR_ES, schoolA, 'Camila', '2000-01-01'),
    SPONSOR_B: await sponsor(actors.SPONSOR_B, schoolB, 'Ben', '2000-01-01'),
    MINOR: await sponsor(actors.MINOR, schoolB, 'Mia', '2012-05-05'),
  };
  const valentina = await student(actors.STUDENT, villageA, 'Valentina');
  const luis = await student(
    await createActor(ctx, 'STUDENT', person('Luis', 'es-CO')),
    villageA,
    'Luis',
  );
  await student(actors.STUDENT_B, villageB, 'Camilo');
  for (const studentId of [valentina, luis]) {
    const paired = await actors.SUPER_ADMIN.request('POST', SPONSORSHIP_PATHS.sponsorships, {
      sponsorId: sponsorIds.SPONSOR,
      studentId,
    });
    expect(paired.statusCode, paired.body).toBe(201);
  }
  await db.execute(
    sql`update sponsorships set started_at = '2026-08-01T12:00:00Z' where sponsor_id = ${sponsorIds.SPONSOR}`,
  );
  const parentEmail = uniqueEmail('parent');
  await db.execute(
    sql`insert into sponsor_parents (sponsor_id, first_name, last_name, email, relationship, language, created_at, updated_at) values (${sponsorIds.MINOR}, 'Rosa', 'Moore', ${parentEmail}, 'mother', 'es-CO', now(), now())`,
  );
  return {
    actors,
    schoolA,
    schoolB,
    emptySchool,
    villageA,
    villageB,
    periodId,
    parentEmail,
    sponsorIds,
  };
}
