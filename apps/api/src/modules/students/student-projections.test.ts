// What each role reads of a student (decision 032): a sponsor their current students' first
// name, photo, age, gender, grade and places (list, details, export), found by first name only,
// never another sponsor's name; the student their own record with their active sponsors' first
// names; coordinators every field in their scope. A deactivated sponsor and an ended sponsorship
// reach nothing; what a sponsor cannot see, they cannot search, sort or filter by either.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  SPONSOR_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  STUDENT_ENDPOINTS,
  USER_ENDPOINTS,
  studentAnswerSchema,
  studentDetailsSchema,
  studentListAnswerSchema,
} from '@portal/shared';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import { assignAdmin, createActors, createPlace, type Actor } from '../../../test/helpers/fixtures';
import {
  addSponsor,
  addStudent,
  openYear,
  pair,
  setSponsorActive,
} from '../../../test/helpers/pairings';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
let actors: Record<
  'boss' | 'admin' | 'outsideAdmin' | 'sponsor' | 'coSponsor' | 'student' | 'stranger',
  Actor
>;
const ids = { ana: 0, bruno: 0, carla: 0, sponsor: 0, coSponsor: 0, pairing: 0 };

const SPONSORED_KEYS = [
  'age',
  'firstName',
  'gender',
  'grade',
  'id',
  'photoUrl',
  'school',
  'view',
  'village',
];

const detailsOf = (id: number) => endpointPath(STUDENT_ENDPOINTS.get, { id });

async function listAs(actor: Actor, query = '') {
  const response = await actor.request('GET', `${STUDENT_ENDPOINTS.list.path}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, page: studentListAnswerSchema.parse(response.json()) };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const school = await createPlace(db, 'school', { name: 'Colegio Norte' });
  const village = await createPlace(db, 'village', { name: 'Vereda Norte' });
  const farVillage = await createPlace(db, 'village', { name: 'Vereda Sur' });
  actors = await createActors(ctx, {
    boss: 'SUPER_ADMIN',
    admin: 'ADMIN',
    outsideAdmin: 'ADMIN',
    sponsor: 'SPONSOR',
    coSponsor: 'SPONSOR',
    student: 'STUDENT',
    stranger: 'STUDENT',
  });
  await assignAdmin(db, actors.admin.id, { villageIds: [village] });
  await assignAdmin(db, actors.outsideAdmin.id, { villageIds: [farVillage] });
  await openYear(actors.boss);
  ids.sponsor = await addSponsor(
    ctx,
    school,
    { firstName: 'Sofía', lastName: 'Zuluaga' },
    actors.sponsor,
  );
  ids.coSponsor = await addSponsor(
    ctx,
    school,
    { firstName: 'Camilo', lastName: 'Quintero' },
    actors.coSponsor,
  );
  ids.ana = await addStudent(
    ctx,
    village,
    { firstName: 'Ana', lastName: 'Restrepo', externalId: 'EXT-ANA' },
    actors.student,
  );
  ids.bruno = await addStudent(ctx, village, { firstName: 'Bruno', lastName: 'Acosta' });
  ids.carla = await addStudent(ctx, village, { firstName: 'Carla', lastName: 'Bermúdez' });
  ids.pairing = await pair(actors.boss, ids.sponsor, ids.ana);
  await pair(actors.boss, ids.sponsor, ids.bruno);
  await pair(actors.boss, ids.coSponsor, ids.ana);
});
afterAll(() => ctx?.close());

describe("a sponsor's students", () => {
  it('are first name, photo, age, gender, grade and places, and nothing else', async () => {
    const { body, page } = await listAs(actors.sponsor);
    expect(page.items.map((item) => item.firstName).sort()).toEqual(['Ana', 'Bruno']);
    for (const item of page.items) expect(Object.keys(item).sort()).toEqual(SPONSORED_KEYS);
    for (const hidden of ['Restrepo', 'Acosta', 'EXT-ANA', '2014-06-21', 'Quintero'])
      expect(body).not.toContain(hidden);

    const response = await actors.sponsor.request('GET', detailsOf(ids.ana));
    expect(response.statusCode, response.body).toBe(200);
    const details = studentAnswerSchema.parse(response.json());
    expect(details).toEqual({
      view: 'sponsor',
      id: ids.ana,
      firstName: 'Ana',
      age: expect.any(Number),
      gender: 'female',
      grade: '5-fifth',
      school: null,
      village: { id: expect.any(Number), name: 'Vereda Norte' },
      photoUrl: null,
    });
    // Nothing of the co-sponsor, nor of the student's account.
    for (const hidden of ['Restrepo', 'Quintero', 'Camilo', 'userId', 'sponsors'])
      expect(response.body).not.toContain(hidden);
  });

  it('are found by first name only: a last name finds nothing', async () => {
    expect((await listAs(actors.sponsor, '?q=ana')).page.items).toHaveLength(1);
    expect((await listAs(actors.sponsor, '?q=restrepo')).page.total).toBe(0);
    expect((await listAs(actors.sponsor, '?q=Réstrepo')).page.total).toBe(0);
    // A coordinator searches both.
    expect((await listAs(actors.boss, '?q=restrepo')).page.total).toBe(1);
  });

  it('are ordered and paged by first name: no cursor carries a last name', async () => {
    for (const sort of ['lastName', 'firstName', 'grade', 'village', 'createdAt']) {
      const { page } = await listAs(actors.sponsor, `?sort=${sort}&pageSize=1`);
      expect(page.next, sort).not.toBeNull();
      const cursor = Buffer.from(page.next!, 'base64url').toString();
      expect(cursor.toLowerCase(), sort).not.toMatch(/restrepo|acosta/);
      const next = await listAs(actors.sponsor, `?sort=${sort}&pageSize=1&cursor=${page.next}`);
      expect(next.page.items, sort).toHaveLength(1);
    }
    expect(
      (await listAs(actors.sponsor, '?sort=lastName')).page.items.map((s) => s.firstName),
    ).toEqual(['Ana', 'Bruno']);
    // A cursor made of a coordinator's keys (last names) is refused, not read.
    const forged = Buffer.from(
      JSON.stringify({ s: 'lastName', o: 'asc', d: 'after', k: ['m', 'a', 0] }),
    ).toString('base64url');
    const refused = await actors.sponsor.request(
      'GET',
      `${STUDENT_ENDPOINTS.list.path}?sort=lastName&cursor=${forged}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('VALIDATION_ERROR');
  });

  it('cannot be filtered by what the sponsor does not see (status)', async () => {
    const all = (await listAs(actors.sponsor)).page.total;
    expect((await listAs(actors.sponsor, '?status=inactive')).page.total).toBe(all);
    expect((await listAs(actors.sponsor, '?status=active')).page.total).toBe(all);
  });

  it('export with the sponsor view columns only, in both formats and languages', async () => {
    const csv = await actors.sponsor.request('GET', `${STUDENT_ENDPOINTS.export.path}?format=csv`);
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual(['First name', 'Age', 'Gender', 'Grade', 'School', 'Village']);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(['Ana', 'Bruno']);
    expect(csv.body).not.toMatch(/Restrepo|Acosta|EXT-ANA|2014-06-21/);
    const xlsx = await actors.sponsor.request(
      'GET',
      `${STUDENT_ENDPOINTS.export.path}?format=xlsx`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]).toHaveLength(6);
    expect(JSON.stringify(sheet)).not.toMatch(/Restrepo|Acosta|EXT-ANA/);
  });

  it('are gone once the sponsorship ends, and while the sponsor is deactivated', async () => {
    await setSponsorActive(actors.boss, ids.sponsor, false);
    expect((await listAs(actors.sponsor)).page.total).toBe(0);
    expect((await actors.sponsor.request('GET', detailsOf(ids.ana))).statusCode).toBe(404);
    const csv = await actors.sponsor.request('GET', `${STUDENT_ENDPOINTS.export.path}?format=csv`);
    expect(parseCsv(csv.body)).toHaveLength(1);
    await setSponsorActive(actors.boss, ids.sponsor, true);
    expect((await listAs(actors.sponsor)).page.total).toBe(2);

    const ended = await actors.boss.request(
      'DELETE',
      endpointPath(SPONSORSHIP_ENDPOINTS.end, { id: ids.pairing }),
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await actors.sponsor.request('GET', detailsOf(ids.ana))).statusCode).toBe(404);
    expect((await listAs(actors.sponsor)).page.items.map((item) => item.firstName)).toEqual([
      'Bruno',
    ]);
    ids.pairing = await pair(actors.boss, ids.sponsor, ids.ana);
  });

  it('answer bad ids with a clear 400 and unknown ones with 404', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      const response = await actors.sponsor.request('GET', `${STUDENT_ENDPOINTS.list.path}/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(errorOf(response).message).toBeTruthy();
    }
    expect((await actors.sponsor.request('GET', detailsOf(ids.carla))).statusCode).toBe(404);
    expect((await actors.sponsor.request('GET', detailsOf(2_147_483_000))).statusCode).toBe(404);
  });

  it('are out of reach at once for a deactivated account', async () => {
    const account = (action: 'deactivate' | 'activate') =>
      actors.boss.request(
        'POST',
        endpointPath(USER_ENDPOINTS.allUsers[action], { id: actors.sponsor.id }),
      );
    expect((await account('deactivate')).statusCode).toBe(200);
    const refused = await actors.sponsor.request('GET', STUDENT_ENDPOINTS.list.path);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toMatch(/Ana|Bruno/);
    expect((await actors.sponsor.request('GET', detailsOf(ids.bruno))).statusCode).toBe(401);
    // Reactivated, they sign in again (deactivation ended their sessions).
    expect((await account('activate')).statusCode).toBe(200);
  });
});

describe('the student themselves', () => {
  it('read their record in full, and their active sponsors by first name and photo', async () => {
    const response = await actors.student.request('GET', detailsOf(ids.ana));
    expect(response.statusCode, response.body).toBe(200);
    const own = studentDetailsSchema.parse(response.json());
    expect(own).toMatchObject({ view: 'full', lastName: 'Restrepo', externalId: 'EXT-ANA' });
    expect(own.sponsors.map((sponsor) => [sponsor.firstName, sponsor.lastName]).sort()).toEqual([
      ['Camilo', null],
      ['Sofía', null],
    ]);
    expect(response.body).not.toMatch(/Zuluaga|Quintero/);

    // The same sponsors as SPONSOR_PATHS.mySponsors, also once one is deactivated.
    await setSponsorActive(actors.boss, ids.coSponsor, false);
    const mine = await actors.student.request('GET', SPONSOR_ENDPOINTS.mySponsors.path);
    const after = studentDetailsSchema.parse(
      (await actors.student.request('GET', detailsOf(ids.ana))).json(),
    );
    expect(after.sponsors.map((sponsor) => sponsor.id)).toEqual(
      mine.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id),
    );
    expect(after.sponsors.map((sponsor) => sponsor.firstName)).toEqual(['Sofía']);
    await setSponsorActive(actors.boss, ids.coSponsor, true);
  });

  it('reach no other student', async () => {
    expect((await actors.stranger.request('GET', detailsOf(ids.ana))).statusCode).toBe(404);
    expect((await listAs(actors.stranger)).page.total).toBe(0);
  });
});

describe('coordinators', () => {
  it('read every field in their scope, with the sponsors named in full', async () => {
    for (const coordinator of [actors.boss, actors.admin]) {
      const response = await coordinator.request('GET', detailsOf(ids.ana));
      expect(response.statusCode, response.body).toBe(200);
      const details = studentDetailsSchema.parse(response.json());
      expect(details).toMatchObject({ view: 'full', lastName: 'Restrepo', externalId: 'EXT-ANA' });
      expect(
        details.sponsors.map((sponsor) => `${sponsor.firstName} ${sponsor.lastName}`).sort(),
      ).toEqual(['Camilo Quintero', 'Sofía Zuluaga']);
      const { page } = await listAs(coordinator, '?q=ana');
      expect(page.items[0]).toMatchObject({ view: 'full', lastName: 'Restrepo' });
    }
    expect((await actors.outsideAdmin.request('GET', detailsOf(ids.ana))).statusCode).toBe(404);
  });
});
