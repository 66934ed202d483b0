// Pairing set-ups the projection tests share: an available year, sponsor and student records
// linked to signed-in actors, and pairings made by a coordinator through the API.
import {
  endpointPath,
  PERIOD_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
} from '@portal/shared';
import { insertSponsorIfFree } from '../../src/modules/sponsors/sponsors.service';
import { insertStudent } from '../../src/modules/students/students.service';
import { referenceIds, type Actor } from './fixtures';
import { uniqueEmail, type TestContext } from './test-app';

async function expectStatus(
  response: Promise<{ statusCode: number; body: string }>,
  status: number,
  what: string,
) {
  const answer = await response;
  if (answer.statusCode !== status)
    throw new Error(`${what}: ${answer.statusCode} ${answer.body.slice(0, 300)}`);
  return JSON.parse(answer.body || 'null') as { id: number };
}

/** Creates the year 2026-2027 and makes it available; answers its id. */
export async function openYear(boss: Actor): Promise<number> {
  const year = await expectStatus(
    boss.request('POST', PERIOD_ENDPOINTS.create.path, {
      name: '2026-2027',
      startDate: '2026-08-01',
      endDate: '2027-07-31',
    }),
    201,
    'create the year',
  );
  await expectStatus(
    boss.request('POST', endpointPath(PERIOD_ENDPOINTS.activate, { id: year.id }), {}),
    200,
    'activate the year',
  );
  return year.id;
}

/** A sponsor record of `schoolId`, linked to `actor`'s account when given. */
export async function addSponsor(
  ctx: TestContext,
  schoolId: number,
  names: { firstName: string; lastName: string },
  actor?: Actor,
): Promise<number> {
  const id = await insertSponsorIfFree(ctx.database.db, {
    ...names,
    email: uniqueEmail('sponsor'),
    phone: '+57 300 555 0199',
    schoolId,
    birthdate: '1990-04-04',
    leadershipDistinction: false,
    active: true,
    userId: actor?.id ?? null,
  });
  if (id === undefined) throw new Error('sponsor not inserted');
  return id;
}

/** An active student of `villageId`, linked to `actor`'s account when given. */
export async function addStudent(
  ctx: TestContext,
  villageId: number,
  names: { firstName: string; lastName: string; externalId?: string },
  actor?: Actor,
): Promise<number> {
  const { colombia } = await referenceIds(ctx.database.db);
  return insertStudent(
    ctx.database.db,
    {
      firstName: names.firstName,
      lastName: names.lastName,
      birthdate: '2014-06-21',
      gender: 'female',
      grade: '5-fifth',
      villageId,
      schoolId: null,
      countryId: colombia,
      externalId: names.externalId ?? null,
      leadershipDistinction: false,
      userId: actor?.id ?? null,
      status: 'active',
    },
    ctx.app.platform.clock.now(),
  );
}

/** Pairs them in the available year (as a coordinator); answers the sponsorship's id. */
export async function pair(boss: Actor, sponsorId: number, studentId: number): Promise<number> {
  const created = await expectStatus(
    boss.request('POST', SPONSORSHIP_ENDPOINTS.create.path, { sponsorId, studentId }),
    201,
    'pair',
  );
  return created.id;
}

/** Deactivates or activates a sponsor record (as a coordinator). */
export async function setSponsorActive(boss: Actor, sponsorId: number, isActive: boolean) {
  const endpoint = isActive ? SPONSOR_ENDPOINTS.activate : SPONSOR_ENDPOINTS.deactivate;
  await expectStatus(
    boss.request('POST', endpointPath(endpoint, { id: sponsorId })),
    200,
    'set the sponsor active',
  );
}
