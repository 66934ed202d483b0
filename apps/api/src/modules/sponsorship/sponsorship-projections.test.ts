// What each role reads of the people of a sponsorship (decision 032): a sponsor their own name
// in full and their students' first names (list, export, the answer of ending one), found and
// ordered by first name; the students they may choose by first name, and none once deactivated;
// coordinators every name in full.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  endpointPath,
  sponsorableStudentPageSchema,
  SPONSORSHIP_ENDPOINTS,
  sponsorshipPageSchema,
  sponsorshipSchema,
} from '@portal/shared';
import { parseCsv } from '../../../test/helpers/export-files';
import { createActors, createPlace, type Actor } from '../../../test/helpers/fixtures';
import {
  addSponsor,
  addStudent,
  openYear,
  pair,
  setSponsorActive,
} from '../../../test/helpers/pairings';
import { createTestContext, errorOf, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
let actors: Record<'boss' | 'sponsor' | 'coSponsor', Actor>;
const ids = { sponsor: 0, coSponsor: 0, pairing: 0 };

async function read(actor: Actor, path: string) {
  const response = await actor.request('GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const school = await createPlace(db, 'school', { name: 'Colegio Norte' });
  const village = await createPlace(db, 'village', { name: 'Vereda Norte' });
  actors = await createActors(ctx, {
    boss: 'SUPER_ADMIN',
    sponsor: 'SPONSOR',
    coSponsor: 'SPONSOR',
  });
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
  const ana = await addStudent(ctx, village, { firstName: 'Ana', lastName: 'Restrepo' });
  const bruno = await addStudent(ctx, village, { firstName: 'Bruno', lastName: 'Acosta' });
  await addStudent(ctx, village, { firstName: 'Carla', lastName: 'Bermúdez' });
  await addStudent(ctx, village, { firstName: 'Dora', lastName: 'Cifuentes' });
  ids.pairing = await pair(actors.boss, ids.sponsor, ana);
  await pair(actors.boss, ids.sponsor, bruno);
  await pair(actors.boss, ids.coSponsor, ana);
});
afterAll(() => ctx?.close());

describe("a sponsor's sponsorships", () => {
  it('name the students by first name and the sponsor in full, never the co-sponsor', async () => {
    const response = await read(actors.sponsor, SPONSORSHIP_ENDPOINTS.list.path);
    const page = sponsorshipPageSchema.parse(response.json());
    expect(page.items.map((item) => item.student).sort((a, b) => a.id - b.id)).toEqual([
      expect.objectContaining({ firstName: 'Ana', lastName: null, fullName: 'Ana' }),
      expect.objectContaining({ firstName: 'Bruno', lastName: null, fullName: 'Bruno' }),
    ]);
    for (const item of page.items)
      expect(item.sponsor).toMatchObject({ lastName: 'Zuluaga', fullName: 'Sofía Zuluaga' });
    expect(response.body).not.toMatch(/Restrepo|Acosta|Quintero|Camilo/);
  });

  it('are found and ordered by the students first names only', async () => {
    const search = (q: string) =>
      read(actors.sponsor, `${SPONSORSHIP_ENDPOINTS.list.path}?q=${q}`).then(
        (response) => sponsorshipPageSchema.parse(response.json()).total,
      );
    expect(await search('ana')).toBe(1);
    expect(await search('restrepo')).toBe(0);
    // Their own last name finds their own sponsorships.
    expect(await search('zuluaga')).toBe(2);
    const first = sponsorshipPageSchema.parse(
      (
        await read(actors.sponsor, `${SPONSORSHIP_ENDPOINTS.list.path}?sort=student&pageSize=1`)
      ).json(),
    );
    expect(Buffer.from(first.next!, 'base64url').toString().toLowerCase()).not.toMatch(
      /restrepo|acosta/,
    );
    expect(first.items[0]!.student.firstName).toBe('Ana');
  });

  it('export with the students first names', async () => {
    const csv = await read(actors.sponsor, `${SPONSORSHIP_ENDPOINTS.export.path}?format=csv`);
    const rows = parseCsv(csv.body);
    expect(
      rows
        .slice(1)
        .map((row) => row[1])
        .sort(),
    ).toEqual(['Ana', 'Bruno']);
    expect(rows.slice(1).map((row) => row[4])).toEqual(['Sofía Zuluaga', 'Sofía Zuluaga']);
    expect(csv.body).not.toMatch(/Restrepo|Acosta|Quintero/);
  });

  it("answer an ending with the student's first name", async () => {
    const response = await actors.sponsor.request(
      'DELETE',
      endpointPath(SPONSORSHIP_ENDPOINTS.end, { id: ids.pairing }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(sponsorshipSchema.parse(response.json()).student).toMatchObject({
      firstName: 'Ana',
      lastName: null,
    });
    // Ended: still theirs to read, by first name.
    const ended = sponsorshipPageSchema.parse(
      (await read(actors.sponsor, `${SPONSORSHIP_ENDPOINTS.list.path}?active=false`)).json(),
    );
    expect(ended.items.map((item) => item.student.fullName)).toEqual(['Ana']);
  });

  it('are named in full to coordinators', async () => {
    const page = sponsorshipPageSchema.parse(
      (await read(actors.boss, SPONSORSHIP_ENDPOINTS.list.path)).json(),
    );
    expect(page.items.map((item) => item.student.fullName).sort()).toEqual([
      'Ana Restrepo',
      'Bruno Acosta',
    ]);
    expect(page.items.map((item) => item.sponsor.fullName)).toContain('Camilo Quintero');
  });
});

describe('the students a sponsor may choose', () => {
  const path = SPONSORSHIP_ENDPOINTS.sponsorableStudents.path;

  it('are first names, found by first name and paged without last names', async () => {
    const response = await read(actors.sponsor, `${path}?pageSize=1`);
    const page = sponsorableStudentPageSchema.parse(response.json());
    expect(page.items[0]).toMatchObject({ lastName: null });
    expect(Buffer.from(page.next!, 'base64url').toString().toLowerCase()).not.toMatch(
      /restrepo|acosta|bermudez|cifuentes/,
    );
    const bySurname = sponsorableStudentPageSchema.parse(
      (await read(actors.sponsor, `${path}?q=bermudez`)).json(),
    );
    expect(bySurname.total).toBe(0);
    const byName = sponsorableStudentPageSchema.parse(
      (await read(actors.sponsor, `${path}?q=carla`)).json(),
    );
    expect(byName.items.map((item) => item.firstName)).toEqual(['Carla']);
    const forCoordinator = sponsorableStudentPageSchema.parse(
      (await read(actors.boss, `${path}?q=bermudez`)).json(),
    );
    expect(forCoordinator.items[0]).toMatchObject({ firstName: 'Carla', lastName: 'Bermúdez' });
  });

  it('are none for a deactivated sponsor', async () => {
    await setSponsorActive(actors.boss, ids.coSponsor, false);
    const refused = await actors.coSponsor.request('GET', path);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('SPONSOR_INACTIVE');
    await setSponsorActive(actors.boss, ids.coSponsor, true);
    expect((await actors.coSponsor.request('GET', path)).statusCode).toBe(200);
  });
});
