// The coordinators' letters list like the other lists: search by the sponsor's or student's name,
// filters by year, school and village (within the caller's scope), and the filtered list as CSV or
// Excel; a sponsor's search never reaches a child's last name, and the export is coordinators'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterPageSchema, LETTER_PATHS } from '@portal/shared';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import type { Actor } from '../../../test/helpers/fixtures';
import { createLettersWorld, letterBody, write, type LettersWorld } from './letters-fixture';

let world: LettersWorld;

async function names(actor: Actor, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries({ box: 'all', ...query }).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  );
  const response = await actor.request('GET', `${LETTER_PATHS.letters}?${search.toString()}`);
  expect(response.statusCode, response.body).toBe(200);
  return letterPageSchema
    .parse(response.json())
    .items.map((item) => `${item.writer.firstName}>${item.recipient.firstName}`)
    .sort();
}

beforeAll(async () => {
  world = await createLettersWorld();
  const { actors, pairs } = world;
  await write(world, actors.SPONSOR, letterBody(pairs.A, { send: true }));
  await write(world, actors.SPONSOR_B, letterBody(pairs.B, { send: true }));
  await write(world, actors.SPONSOR_C, letterBody(pairs.C, { send: true, subject: 'My dog' }));
});
afterAll(() => world.ctx.close());

describe('the letters list', () => {
  it('searches by name and filters by year, school and village', async () => {
    const { actors, places, periodId } = world;
    const boss = actors.SUPER_ADMIN;
    expect(await names(boss, {})).toEqual(['Ben>Camilo', 'Chloe>Daniela', 'Emily>Valentina']);
    expect(await names(boss, { schoolId: places.otherSchool })).toEqual(['Ben>Camilo']);
    expect(await names(boss, { villageId: places.village })).toEqual([
      'Chloe>Daniela',
      'Emily>Valentina',
    ]);
    expect(await names(boss, { q: 'camilo' })).toEqual(['Ben>Camilo']);
    expect(await names(boss, { q: 'CHLOE johnson' })).toEqual(['Chloe>Daniela']);
    expect(await names(boss, { q: 'daniela gomez' })).toEqual([]);
    expect(await names(boss, { periodId })).toHaveLength(3);
    expect(await names(boss, { periodId: 2_000_000 })).toEqual([]);
    // An admin filters within their own places only.
    expect(await names(actors.ADMIN, {})).toEqual(['Chloe>Daniela', 'Emily>Valentina']);
    expect(await names(actors.ADMIN, { schoolId: places.otherSchool })).toEqual([]);
  });

  it("keeps a sponsor's search off the child's names", async () => {
    const { actors } = world;
    expect(await names(actors.SPONSOR_C, { box: 'sent', q: 'rojas' })).toEqual([]);
    expect(await names(actors.SPONSOR_C, { box: 'sent', q: 'daniela' })).toEqual([]);
    expect(await names(actors.SPONSOR_C, { box: 'sent', q: 'dog' })).toEqual(['Chloe>Daniela']);
  });

  it('refuses bad filters with a translated 400', async () => {
    const response = await world.actors.SUPER_ADMIN.request(
      'GET',
      `${LETTER_PATHS.letters}?schoolId=abc`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(response.statusCode).toBe(400);
  });
});

describe('the letters export', () => {
  it('writes the filtered letters as CSV in the caller language, and as Excel', async () => {
    const { actors, places } = world;
    const csv = await actors.SUPER_ADMIN.request(
      'GET',
      `${LETTER_PATHS.lettersExport}?format=csv&villageId=${places.otherVillage}`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="cartas-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(csv.body);
    expect(rows[0]).toEqual([
      'Carta',
      'Escrita por',
      'Padrino',
      'Estudiante',
      'Colegio',
      'Vereda',
      'Asunto',
      'Estado',
      'Último cambio',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 7))).toEqual([
      [
        '1',
        'Padrino',
        'Ben Johnson',
        'Camilo Rojas',
        'Far Away High',
        'Vereda Lejana',
        'Hello from Texas',
      ],
    ]);
    // Never the letter's text.
    expect(csv.body).not.toContain('I play football');

    const xlsx = await actors.ADMIN.request(
      'GET',
      `${LETTER_PATHS.lettersExport}?format=xlsx&q=chloe`,
    );
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet).toHaveLength(2);
    expect(sheet[1]?.slice(2, 4)).toEqual(['Chloe Johnson', 'Daniela Rojas']);
    // The admin's export holds only their places.
    const outside = await actors.ADMIN.request(
      'GET',
      `${LETTER_PATHS.lettersExport}?format=csv&schoolId=${places.otherSchool}`,
    );
    expect(parseCsv(outside.body)).toHaveLength(1);
  });

  it('is for coordinators: sponsors and students are refused, and without a session 401', async () => {
    const { actors } = world;
    for (const actor of [actors.SPONSOR, actors.STUDENT]) {
      expect(
        (await actor.request('GET', `${LETTER_PATHS.lettersExport}?format=csv`)).statusCode,
      ).toBe(403);
    }
    const anonymous = await world.ctx.app.inject({
      method: 'GET',
      url: `${LETTER_PATHS.lettersExport}?format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
