// GET /edrocks/public/lists/: the seed's lookup lists, and only enabled schools and villages.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, GENDERS, GRADES, listsResponseSchema, STUDENT_STATUSES } from '@portal/shared';
import { registrationCodes, schools, villages } from '../../db/schema/index';
import { assignAdmin, createActors, createPlace } from '../../../test/helpers/fixtures';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const [open, closed] = await db
    .insert(schools)
    .values([
      {
        name: 'Colegio Abierto',
        searchText: 'colegio abierto',
        enabled: true,
        registrationEnabled: true,
      },
      { name: 'Colegio Cerrado', searchText: 'colegio cerrado', enabled: false },
    ])
    .returning({ id: schools.id });
  await db.insert(registrationCodes).values([
    { code: 'OPEN1234', schoolId: open?.id },
    { code: 'CLOSED12', schoolId: closed?.id },
  ]);
  await db.insert(villages).values([
    { name: 'Vereda Activa', searchText: 'vereda activa', enabled: true },
    { name: 'Vereda Inactiva', searchText: 'vereda inactiva', enabled: false },
  ]);
});
afterAll(() => ctx.close());

describe('GET /edrocks/public/lists/', () => {
  it('answers every list of the seed, publicly', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API.lists });
    expect(response.statusCode).toBe(200);
    const lists = listsResponseSchema.parse(response.json());
    expect(lists.grades.map((grade) => grade.code)).toEqual([...GRADES]);
    expect(lists.genders.map((gender) => gender.code)).toEqual([...GENDERS]);
    expect(lists.status.map((status) => status.code)).toEqual([...STUDENT_STATUSES]);
    expect(lists.languages.map(({ code, name }) => ({ code, name }))).toEqual([
      { code: 'en-US', name: 'English' },
      { code: 'es-CO', name: 'Español' },
    ]);
    expect(lists.letters.map((letter) => letter.number)).toEqual([1, 2, 3, 4]);
    expect(lists.letters[0]).toMatchObject({ title: 'Letter 1', dueDate: null });
    const colombia = lists.countries.find((country) => country.code === 'CO');
    expect(colombia?.name).toBe('Colombia');
    expect(lists.countries.some((country) => country.code === 'US')).toBe(true);
    const antioquia = lists.states.find((state) => state.name === 'Antioquia');
    expect(antioquia?.countryId).toBe(colombia?.id);
  });

  it('offers only enabled schools and villages', async () => {
    const lists = listsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: API.lists })).json(),
    );
    expect(lists.schools.map((school) => school.name)).toEqual(['Colegio Abierto']);
    expect(lists.villages.map((village) => village.name)).toEqual(['Vereda Activa']);
    // Registration codes are not public.
    expect(JSON.stringify(lists)).not.toContain('OPEN1234');
  });

  it('answers without the trailing slash too', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/edrocks/public/lists' })).statusCode).toBe(
      200,
    );
  });

  it('sends the lists compressed to a browser that accepts it, each encoding with its own tag', async () => {
    const ask = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: API.lists, headers });
    const plain = await ask({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const browser = await ask({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toBe('accept-encoding');
    expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(browser.rawPayload).toString('utf8')).toBe(plain.body);
    expect(browser.headers.etag).not.toBe(plain.headers.etag);

    const gzipOnly = await ask({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain, browser, gzipOnly].map((answer) => answer.headers.etag)).size).toBe(3);

    for (const unsupported of ['deflate', 'identity', 'compress, *;q=0', '']) {
      const answer = await ask({ 'accept-encoding': unsupported });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(plain.body);
    }

    // A revalidation is answered for the encoding asked: its own tag is a 304, another a 200.
    const revalidated = await ask({
      'accept-encoding': 'gzip, br',
      'if-none-match': String(browser.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const otherTag = await ask({
      'accept-encoding': 'gzip, br',
      'if-none-match': String(plain.headers.etag),
    });
    expect(otherTag.statusCode).toBe(200);
    expect(otherTag.headers['content-encoding']).toBe('br');
  });
});

describe('the lists a signed-in admin is offered', () => {
  it("names only the admin's assigned schools and villages; others still get every enabled one", async () => {
    const { db } = ctx.database;
    const ownSchool = await createPlace(db, 'school', { name: 'Colegio Propio' });
    await createPlace(db, 'school', { name: 'Colegio Ajeno' });
    const ownVillage = await createPlace(db, 'village', { name: 'Vereda Propia' });
    await createPlace(db, 'village', { name: 'Vereda Ajena' });
    const { ADMIN, GLOBAL_ADMIN } = await createActors(ctx, {
      ADMIN: 'ADMIN',
      GLOBAL_ADMIN: 'GLOBAL_ADMIN',
    });
    await assignAdmin(db, ADMIN.id, { schoolIds: [ownSchool], villageIds: [ownVillage] });
    const namesFor = async (actor: typeof ADMIN) => {
      const response = await actor.request('GET', API.lists);
      expect(response.statusCode).toBe(200);
      const lists = listsResponseSchema.parse(response.json());
      return {
        schools: lists.schools.map((school) => school.name),
        villages: lists.villages.map((village) => village.name),
      };
    };

    expect(await namesFor(ADMIN)).toEqual({
      schools: ['Colegio Propio'],
      villages: ['Vereda Propia'],
    });
    const everyone = await namesFor(GLOBAL_ADMIN);
    expect(everyone.schools).toEqual(['Colegio Abierto', 'Colegio Ajeno', 'Colegio Propio']);
    expect(everyone.villages).toEqual(['Vereda Activa', 'Vereda Ajena', 'Vereda Propia']);

    // The admin's answer is tagged apart: a revalidation with the shared tag is a full answer.
    const shared = await ctx.app.inject({ method: 'GET', url: API.lists });
    const revalidated = await ADMIN.request('GET', API.lists, undefined, {
      'if-none-match': String(shared.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    const own = await ADMIN.request('GET', API.lists, undefined, {
      'if-none-match': String(revalidated.headers.etag),
    });
    expect(own.statusCode).toBe(304);
  });

  it('answers 401 to a token that is no longer valid, not the wider public lists', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: API.lists,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });
});
