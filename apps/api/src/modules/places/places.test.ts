// /edrocks/api/schools and /edrocks/api/villages: who may read and write, admin scoping (404
// outside the assignments), validation, search without accents, filters, paging, exports,
// registration codes, and disabled places leaving the public pick lists.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  listsResponseSchema,
  placePageSchema,
  placeSchema,
  REGISTRATION_CODE_ALPHABET,
  REGISTRATION_CODE_LENGTH,
  type Place,
  type PlaceKind,
  type Role,
  PLACE_PATHS,
  USER_PATHS,
} from '@portal/shared';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import {
  EVERY_ROLE,
  assignAdmin,
  createActors,
  referenceIds,
  tokensOf,
} from '../../../test/helpers/fixtures';
import { systemClock } from '../../lib/clock';
import { isAppError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { findPlaceByRegistrationCode } from './place-registration-codes.repo';
import { createPlacesService } from './places.service';
import { generateRegistrationCode } from './registration-codes';

let ctx: TestContext;
let tokens = {} as Record<Role, string>;
let adminId = 0;
let colombiaId = 0;
let antioquiaId = 0;
let cundinamarcaId = 0;
let usaId = 0;

const CODE_PATTERN = new RegExp(`^[${REGISTRATION_CODE_ALPHABET}]{${REGISTRATION_CODE_LENGTH}}$`);

beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx, EVERY_ROLE);
  tokens = tokensOf(actors);
  adminId = actors.ADMIN.id;
  ({
    colombia: colombiaId,
    usa: usaId,
    antioquia: antioquiaId,
    cundinamarca: cundinamarcaId,
  } = await referenceIds(ctx.database.db));
});
afterAll(() => ctx.close());

const PATHS = {
  school: {
    list: PLACE_PATHS.schools,
    export: PLACE_PATHS.schoolsExport,
    one: (id: number | string) => PLACE_PATHS.school.replace(':id', String(id)),
    code: (id: number | string) => PLACE_PATHS.schoolRegistrationCode.replace(':id', String(id)),
  },
  village: {
    list: PLACE_PATHS.villages,
    export: PLACE_PATHS.villagesExport,
    one: (id: number | string) => PLACE_PATHS.village.replace(':id', String(id)),
    code: (id: number | string) => PLACE_PATHS.villageRegistrationCode.replace(':id', String(id)),
  },
} as const;

function request(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  role: Role | null,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.inject({
    method,
    url,
    headers: { ...(role ? bearer(tokens[role]) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function createPlace(kind: PlaceKind, body: Record<string, unknown>): Promise<Place> {
  const response = await request('POST', PATHS[kind].list, 'SUPER_ADMIN', {
    countryId: colombiaId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return placeSchema.parse(response.json());
}

async function assign(kind: PlaceKind, placeId: number) {
  await assignAdmin(
    ctx.database.db,
    adminId,
    kind === 'school' ? { schoolIds: [placeId] } : { villageIds: [placeId] },
  );
}

describe.each(['school', 'village'] as const)('%s endpoints', (kind) => {
  const paths = PATHS[kind];
  const prefix = kind === 'school' ? 'Colegio' : 'Vereda';
  let assigned: Place;
  let other: Place;
  let disabled: Place;

  beforeAll(async () => {
    assigned = await createPlace(kind, {
      name: `${prefix} San José de Guasca`,
      stateId: cundinamarcaId,
      registrationEnabled: true,
    });
    other = await createPlace(kind, { name: `${prefix} Álamos`, stateId: antioquiaId });
    disabled = await createPlace(kind, {
      name: `${prefix} Cerrado Ñandú`,
      enabled: false,
      stateId: antioquiaId,
    });
    await assign(kind, assigned.id);
  });

  describe('create', () => {
    it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN'] as const)(
      'lets a %s create one, with a generated readable code',
      async (role) => {
        const response = await request('POST', paths.list, role, {
          name: `  ${prefix} Nuevo ${role} `,
          countryId: colombiaId,
          stateId: antioquiaId,
          unknownField: 'ignored',
        });
        expect(response.statusCode).toBe(201);
        const place = placeSchema.parse(response.json());
        expect(place).toMatchObject({
          kind,
          name: `${prefix} Nuevo ${role}`,
          countryId: colombiaId,
          countryName: 'Colombia',
          stateId: antioquiaId,
          stateName: 'Antioquia',
          enabled: true,
          registrationEnabled: false,
        });
        expect(place.registrationCode).toMatch(CODE_PATTERN);
        expect(
          await findPlaceByRegistrationCode(ctx.database.db, place.registrationCode ?? ''),
        ).toEqual({
          kind,
          id: place.id,
          enabled: true,
          registrationEnabled: false,
        });
      },
    );

    it.each(['ADMIN', 'SPONSOR', 'STUDENT'] as const)('refuses a %s with 403', async (role) => {
      const response = await request('POST', paths.list, role, {
        name: `${prefix} Prohibido`,
        countryId: colombiaId,
      });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN');
    });

    it('answers 401 without a token', async () => {
      const response = await request('POST', paths.list, null, {
        name: 'x',
        countryId: colombiaId,
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses missing, mistyped and oversized fields with translated messages', async () => {
      const missing = await request(
        'POST',
        paths.list,
        'SUPER_ADMIN',
        {},
        { 'accept-language': 'es-CO' },
      );
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).message).toBe(
        'Algunos campos no son válidos. Revíselos e intente de nuevo.',
      );
      expect(errorOf(missing).issues).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Obligatorio' },
          { path: 'countryId', message: 'Obligatorio' },
        ]),
      );

      const wrongTypes = await request('POST', paths.list, 'SUPER_ADMIN', {
        name: 42,
        countryId: String(colombiaId),
        stateId: -1,
        enabled: 'yes',
        registrationEnabled: null,
      });
      expect(wrongTypes.statusCode).toBe(400);
      expect(
        errorOf(wrongTypes)
          .issues?.map((issue) => issue.path)
          .sort(),
      ).toEqual(['countryId', 'enabled', 'name', 'registrationEnabled', 'stateId']);

      const long = await request('POST', paths.list, 'SUPER_ADMIN', {
        name: 'x'.repeat(151),
        countryId: colombiaId,
      });
      expect(long.statusCode).toBe(400);
      expect(errorOf(long).issues).toEqual([{ path: 'name', message: 'Max 150 characters' }]);

      const huge = await request('POST', paths.list, 'SUPER_ADMIN', {
        name: 'x'.repeat(1024 * 1024),
        countryId: colombiaId,
      });
      expect(huge.statusCode).toBe(413);
      expect(errorOf(huge).code).toBe('PAYLOAD_TOO_LARGE');

      const blank = await request('POST', paths.list, 'SUPER_ADMIN', {
        name: '   ',
        countryId: colombiaId,
      });
      expect(errorOf(blank).issues).toEqual([{ path: 'name', message: 'Required' }]);

      const notJson = await ctx.app.inject({
        method: 'POST',
        url: paths.list,
        headers: { ...bearer(tokens.SUPER_ADMIN), 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(notJson.statusCode).toBe(400);
    });

    it('refuses an unknown country and a state of another country', async () => {
      const unknownCountry = await request('POST', paths.list, 'SUPER_ADMIN', {
        name: `${prefix} Fantasma`,
        countryId: 2_000_000_000,
      });
      expect(unknownCountry.statusCode).toBe(400);
      expect(errorOf(unknownCountry).issues).toEqual([
        { path: 'countryId', message: 'This value is not valid' },
      ]);

      const wrongState = await request(
        'POST',
        paths.list,
        'SUPER_ADMIN',
        { name: `${prefix} Confuso`, countryId: usaId, stateId: antioquiaId },
        { 'accept-language': 'es-CO' },
      );
      expect(wrongState.statusCode).toBe(400);
      expect(errorOf(wrongState).issues).toEqual([
        { path: 'stateId', message: 'Elija un departamento o estado del país seleccionado' },
      ]);
      const unknownState = await request('POST', paths.list, 'SUPER_ADMIN', {
        name: `${prefix} Confuso`,
        countryId: colombiaId,
        stateId: 2_000_000_000,
      });
      expect(errorOf(unknownState).issues?.[0]?.path).toBe('stateId');
    });
  });

  describe('list', () => {
    it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN'] as const)(
      'shows a %s every place, disabled ones too',
      async (role) => {
        const response = await request('GET', `${paths.list}?pageSize=200`, role);
        expect(response.statusCode).toBe(200);
        const page = placePageSchema.parse(response.json());
        const ids = page.items.map((place) => place.id);
        expect(ids).toEqual(expect.arrayContaining([assigned.id, other.id, disabled.id]));
        expect(page.total).toBe(page.items.length);
      },
    );

    it('shows an admin only the assigned places, whatever the filters', async () => {
      const page = placePageSchema.parse((await request('GET', paths.list, 'ADMIN')).json());
      expect(page.items.map((place) => place.id)).toEqual([assigned.id]);
      expect(page.total).toBe(1);
      const searched = placePageSchema.parse(
        (await request('GET', `${paths.list}?q=alamos`, 'ADMIN')).json(),
      );
      expect(searched.items).toEqual([]);
    });

    it.each(['SPONSOR', 'STUDENT'] as const)('refuses a %s with 403', async (role) => {
      expect((await request('GET', paths.list, role)).statusCode).toBe(403);
    });

    it('finds names without accents or case, and treats % and _ literally', async () => {
      const search = async (q: string) =>
        placePageSchema
          .parse(
            (
              await request('GET', `${paths.list}?q=${encodeURIComponent(q)}`, 'SUPER_ADMIN')
            ).json(),
          )
          .items.map((place) => place.id);
      expect(await search('jose')).toEqual([assigned.id]);
      expect(await search('SAN JOSÉ  guasca')).toEqual([assigned.id]);
      expect(await search('nandu')).toEqual([disabled.id]);
      expect(await search('ALAMOS')).toEqual([other.id]);
      expect(await search('%')).toEqual([]);
      expect(await search('jos_')).toEqual([]);
      expect(await search('san%guasca')).toEqual([]);
    });

    it('filters by enabled, registration enabled, country and state', async () => {
      const ids = async (query: string) =>
        placePageSchema
          .parse(
            (await request('GET', `${paths.list}?pageSize=200&${query}`, 'SUPER_ADMIN')).json(),
          )
          .items.map((place) => place.id);
      const notEnabled = await ids('enabled=false');
      expect(notEnabled).toContain(disabled.id);
      expect(notEnabled).not.toContain(assigned.id);
      const open = await ids('registrationEnabled=true');
      expect(open).toContain(assigned.id);
      expect(open).not.toContain(other.id);
      const cundinamarca = await ids(`stateId=${cundinamarcaId}`);
      expect(cundinamarca).toContain(assigned.id);
      expect(cundinamarca).not.toContain(other.id);
      expect(await ids(`countryId=${usaId}`)).toEqual([]);
      expect(
        await ids(`countryId=${colombiaId}&stateId=${antioquiaId}&enabled=true&q=alamos`),
      ).toEqual([other.id]);
    });

    it('pages and sorts by name or creation, ties broken by id', async () => {
      const all = placePageSchema.parse(
        (await request('GET', `${paths.list}?pageSize=200&sort=name`, 'SUPER_ADMIN')).json(),
      );
      // Accented initials sort by the database's collation; plain ASCII names must be in order.
      const names = all.items
        .map((place) => place.name)
        .filter((name) => /^[\x20-\x7e]+$/.test(name));
      expect(names.length).toBeGreaterThanOrEqual(2);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      const desc = placePageSchema.parse(
        (
          await request('GET', `${paths.list}?pageSize=200&sort=name&order=desc`, 'SUPER_ADMIN')
        ).json(),
      );
      expect(desc.items.map((place) => place.id)).toEqual(
        all.items.map((place) => place.id).reverse(),
      );

      const first = placePageSchema.parse(
        (
          await request('GET', `${paths.list}?pageSize=2&page=1&sort=createdAt`, 'SUPER_ADMIN')
        ).json(),
      );
      const second = placePageSchema.parse(
        (
          await request('GET', `${paths.list}?pageSize=2&page=2&sort=createdAt`, 'SUPER_ADMIN')
        ).json(),
      );
      expect(first).toMatchObject({ page: 1, pageSize: 2, total: all.total });
      expect(first.items).toHaveLength(2);
      const seen = [...first.items, ...second.items].map((place) => place.id);
      expect(new Set(seen).size).toBe(seen.length);
      expect(first.items[0]?.id).toBe(assigned.id);
      const beyond = placePageSchema.parse(
        (await request('GET', `${paths.list}?page=999`, 'SUPER_ADMIN')).json(),
      );
      expect(beyond.items).toEqual([]);
    });

    it('refuses a bad query with 400', async () => {
      for (const query of [
        'page=0',
        'page=abc',
        'pageSize=1000',
        'sort=registrationCode',
        'order=up',
        'enabled=maybe',
        'countryId=-3',
        'stateId=1.5',
        `q=${'a'.repeat(101)}`,
      ]) {
        const response = await request('GET', `${paths.list}?${query}`, 'SUPER_ADMIN');
        expect(response.statusCode, query).toBe(400);
        expect(errorOf(response).code).toBe('VALIDATION_ERROR');
      }
    });
  });

  describe('details', () => {
    it('answers super and global admins, and an admin for an assigned place', async () => {
      for (const role of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const) {
        const response = await request('GET', paths.one(assigned.id), role);
        expect(response.statusCode).toBe(200);
        expect(placeSchema.parse(response.json())).toEqual(assigned);
      }
      expect(
        placeSchema.parse((await request('GET', paths.one(disabled.id), 'GLOBAL_ADMIN')).json())
          .enabled,
      ).toBe(false);
    });

    it('answers an admin 404 for a place outside the assignments, like an unknown id', async () => {
      const outside = await request('GET', paths.one(other.id), 'ADMIN');
      expect(outside.statusCode).toBe(404);
      expect(errorOf(outside).code).toBe('NOT_FOUND');
      const unknown = await request('GET', paths.one(2_000_000_000), 'SUPER_ADMIN');
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).message).toBe('We could not find what you asked for.');
    });

    it('refuses sponsors, students, and malformed ids', async () => {
      expect((await request('GET', paths.one(assigned.id), 'SPONSOR')).statusCode).toBe(403);
      expect((await request('GET', paths.one(assigned.id), 'STUDENT')).statusCode).toBe(403);
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        expect((await request('GET', paths.one(id), 'SUPER_ADMIN')).statusCode, id).toBe(400);
      }
    });
  });

  describe('update', () => {
    it('changes only the fields sent, and the new name is searchable', async () => {
      const place = await createPlace(kind, { name: `${prefix} Viejo`, stateId: antioquiaId });
      const response = await request('PATCH', paths.one(place.id), 'GLOBAL_ADMIN', {
        name: `${prefix} Peñón Nuevo`,
        registrationEnabled: true,
      });
      expect(response.statusCode).toBe(200);
      const updated = placeSchema.parse(response.json());
      expect(updated).toMatchObject({
        name: `${prefix} Peñón Nuevo`,
        registrationEnabled: true,
        enabled: true,
        stateId: antioquiaId,
        registrationCode: place.registrationCode,
      });
      expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(place.updatedAt));
      const found = placePageSchema.parse(
        (await request('GET', `${paths.list}?q=penon`, 'SUPER_ADMIN')).json(),
      );
      expect(found.items.map((item) => item.id)).toEqual([place.id]);

      const moved = await request('PATCH', paths.one(place.id), 'SUPER_ADMIN', {
        countryId: usaId,
        stateId: null,
      });
      expect(placeSchema.parse(moved.json())).toMatchObject({ countryId: usaId, stateId: null });
    });

    it('checks the state against the country, including the stored one', async () => {
      const response = await request('PATCH', paths.one(assigned.id), 'SUPER_ADMIN', {
        countryId: usaId,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).issues?.[0]?.path).toBe('stateId');
      expect(
        placeSchema.parse((await request('GET', paths.one(assigned.id), 'SUPER_ADMIN')).json())
          .countryId,
      ).toBe(colombiaId);
    });

    it('refuses admins (even in scope), sponsors and students', async () => {
      for (const role of ['ADMIN', 'SPONSOR', 'STUDENT'] as const) {
        const response = await request('PATCH', paths.one(assigned.id), role, { name: 'Nope' });
        expect(response.statusCode).toBe(403);
      }
    });

    it('answers 404 for an unknown id and 400 for bad fields', async () => {
      expect(
        (await request('PATCH', paths.one(2_000_000_000), 'SUPER_ADMIN', { name: 'x' })).statusCode,
      ).toBe(404);
      for (const body of [
        { name: '' },
        { enabled: 1 },
        { countryId: 'CO' },
        { name: 'x'.repeat(5000) },
      ]) {
        const response = await request('PATCH', paths.one(assigned.id), 'SUPER_ADMIN', body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
      }
    });

    it('takes a disabled place out of the public pick lists, and back', async () => {
      const place = await createPlace(kind, { name: `${prefix} Intermitente` });
      const listed = async () => {
        const lists = listsResponseSchema.parse(
          (await ctx.app.inject({ method: 'GET', url: API.lists })).json(),
        );
        return (kind === 'school' ? lists.schools : lists.villages).some(
          (item) => item.id === place.id,
        );
      };
      expect(await listed()).toBe(true);
      await request('PATCH', paths.one(place.id), 'SUPER_ADMIN', { enabled: false });
      expect(await listed()).toBe(false);
      // Still there for the coordinators who manage it.
      expect((await request('GET', paths.one(place.id), 'GLOBAL_ADMIN')).statusCode).toBe(200);
      expect(
        (await findPlaceByRegistrationCode(ctx.database.db, place.registrationCode ?? ''))?.enabled,
      ).toBe(false);
      await request('PATCH', paths.one(place.id), 'SUPER_ADMIN', { enabled: true });
      expect(await listed()).toBe(true);
    });
  });

  describe('registration code', () => {
    it('replaces the code: the old one stops working, the new one finds the place', async () => {
      const place = await createPlace(kind, { name: `${prefix} Código` });
      const oldCode = place.registrationCode ?? '';
      const response = await request('POST', paths.code(place.id), 'GLOBAL_ADMIN');
      expect(response.statusCode).toBe(200);
      const renewed = placeSchema.parse(response.json());
      expect(renewed.registrationCode).toMatch(CODE_PATTERN);
      expect(renewed.registrationCode).not.toBe(oldCode);
      expect(await findPlaceByRegistrationCode(ctx.database.db, oldCode)).toBeUndefined();
      const code = renewed.registrationCode ?? '';
      const dashed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
      expect(await findPlaceByRegistrationCode(ctx.database.db, dashed)).toMatchObject({
        kind,
        id: place.id,
      });
    });

    it('refuses admins, sponsors and students, and unknown ids', async () => {
      for (const role of ['ADMIN', 'SPONSOR', 'STUDENT'] as const) {
        expect((await request('POST', paths.code(assigned.id), role)).statusCode).toBe(403);
      }
      expect((await request('POST', paths.code(2_000_000_000), 'SUPER_ADMIN')).statusCode).toBe(
        404,
      );
      expect((await request('POST', paths.code('x'), 'SUPER_ADMIN')).statusCode).toBe(400);
    });
  });

  describe('export', () => {
    it('writes the filtered rows as CSV with headers in the asked language', async () => {
      const response = await request(
        'GET',
        `${paths.export}?format=csv&enabled=true&stateId=${cundinamarcaId}`,
        'SUPER_ADMIN',
        undefined,
        { 'accept-language': 'es-CO,es;q=0.9' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(
          `attachment; filename="${kind === 'school' ? 'colegios' : 'veredas'}-\\d{4}-\\d{2}-\\d{2}\\.csv"`,
        ),
      );
      const [header, ...rows] = parseCsv(response.body);
      expect(header).toEqual([
        'Nombre',
        'País',
        'Departamento o estado',
        'Habilitado',
        'Registro habilitado',
        'Código de registro',
        'Creado',
      ]);
      expect(rows).toContainEqual([
        assigned.name,
        'Colombia',
        'Cundinamarca',
        'Sí',
        'Sí',
        assigned.registrationCode,
        assigned.createdAt,
      ]);
      expect(rows.some((row) => row[0] === other.name)).toBe(false);
    });

    it('writes an Excel file that opens, in English by default', async () => {
      const response = await request('GET', `${paths.export}?format=xlsx&q=alamos`, 'SUPER_ADMIN');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const [header, ...rows] = await readXlsx(response.rawPayload);
      expect(header).toEqual([
        'Name',
        'Country',
        'State',
        'Enabled',
        'Registration enabled',
        'Registration code',
        'Created',
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.slice(0, 6)).toEqual([
        other.name,
        'Colombia',
        'Antioquia',
        'Yes',
        'No',
        other.registrationCode,
      ]);
    });

    it('exports only an admin’s assigned places, in every batch', async () => {
      const response = await request('GET', `${paths.export}?format=csv`, 'ADMIN');
      expect(response.statusCode).toBe(200);
      const [, ...rows] = parseCsv(response.body);
      expect(rows.map((row) => row[0])).toEqual([assigned.name]);
    });

    it('refuses sponsors, students and unknown formats', async () => {
      expect((await request('GET', `${paths.export}?format=csv`, 'SPONSOR')).statusCode).toBe(403);
      expect((await request('GET', `${paths.export}?format=csv`, 'STUDENT')).statusCode).toBe(403);
      expect((await request('GET', `${paths.export}?format=pdf`, 'SUPER_ADMIN')).statusCode).toBe(
        400,
      );
    });
  });
});

describe('registration codes across schools and villages', () => {
  it('stay unique under parallel regenerations of both kinds', async () => {
    const places = [
      ...(await Promise.all(
        [1, 2, 3, 4].map((n) => createPlace('school', { name: `Colegio Paralelo ${n}` })),
      )),
      ...(await Promise.all(
        [1, 2, 3, 4].map((n) => createPlace('village', { name: `Vereda Paralela ${n}` })),
      )),
    ];
    const responses = await Promise.all(
      places.flatMap((place) =>
        [1, 2, 3].map(() => request('POST', PATHS[place.kind].code(place.id), 'SUPER_ADMIN')),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const rows = await queryRows<{
      code: string;
      school_id: number | null;
      village_id: number | null;
    }>(ctx.database, sql`select code, school_id, village_id from registration_codes`);
    const codes = rows.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const place of places) {
      const held = rows.filter((row) =>
        place.kind === 'school' ? row.school_id === place.id : row.village_id === place.id,
      );
      expect(held).toHaveLength(1);
      const current = placeSchema.parse(
        (await request('GET', PATHS[place.kind].one(place.id), 'SUPER_ADMIN')).json(),
      );
      expect(current.registrationCode).toBe(held[0]?.code);
    }
  });

  it('are refused by the database when a code is given to a second place of either kind', async () => {
    const school = await createPlace('school', { name: 'Colegio Dueño' });
    const village = await createPlace('village', { name: 'Vereda Intrusa' });
    await expect(
      ctx.database.db.execute(
        sql`insert into registration_codes (code, village_id) values (${school.registrationCode}, ${village.id})`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(
        sql`insert into registration_codes (code, school_id, village_id) values ('BOTHKIND', ${school.id}, ${village.id})`,
      ),
    ).rejects.toThrow();
    await expect(
      ctx.database.db.execute(
        sql`insert into registration_codes (code, school_id) values ('lower-case', ${school.id})`,
      ),
    ).rejects.toThrow();
  });

  it('are not found when unknown, empty or malformed', async () => {
    for (const code of ['', '   ', 'ZZZZZZZZ', 'no such code!', 'x'.repeat(500)]) {
      expect(await findPlaceByRegistrationCode(ctx.database.db, code)).toBeUndefined();
    }
  });
});

describe('a generated code another place holds', () => {
  const superAdmin: AuthContext = {
    userId: 1,
    role: 'SUPER_ADMIN',
    access: 'all',
    sessionId: '00000000-0000-4000-8000-000000000000',
  };

  it('is skipped for a fresh one, whichever kind holds it', async () => {
    const village = await createPlace('village', { name: 'Vereda Primera' });
    const school = await createPlace('school', { name: 'Colegio Segundo' });
    const taken = village.registrationCode ?? '';
    const generated: string[] = [];
    const places = createPlacesService({
      db: ctx.database.db,
      clock: systemClock,
      generateCode: () => {
        const code = generated.length === 0 ? taken : generateRegistrationCode();
        generated.push(code);
        return code;
      },
    });
    const renewed = await places.regenerateCode(superAdmin, 'school', school.id);
    expect(generated).toHaveLength(2);
    expect(renewed.registrationCode).toBe(generated[1]);
    expect(await findPlaceByRegistrationCode(ctx.database.db, taken)).toMatchObject({
      kind: 'village',
      id: village.id,
    });
  });

  it('decides races in the database: parallel regenerations all trying one code', async () => {
    const places = [
      ...(await Promise.all(
        [1, 2, 3].map((n) => createPlace('school', { name: `Colegio Carrera ${n}` })),
      )),
      ...(await Promise.all(
        [1, 2, 3].map((n) => createPlace('village', { name: `Vereda Carrera ${n}` })),
      )),
    ];
    let calls = 0;
    const service = createPlacesService({
      db: ctx.database.db,
      clock: systemClock,
      // The first attempts all ask for the same code: one place gets it, the others retry.
      generateCode: () => (calls++ < places.length ? 'RACE2345' : generateRegistrationCode()),
    });
    const renewed = await Promise.all(
      places.map((place) => service.regenerateCode(superAdmin, place.kind, place.id)),
    );
    expect(renewed.filter((place) => place.registrationCode === 'RACE2345')).toHaveLength(1);
    expect(new Set(renewed.map((place) => place.registrationCode)).size).toBe(places.length);
    const rows = await queryRows<{ code: string }>(
      ctx.database,
      sql`select code from registration_codes where code = 'RACE2345'`,
    );
    expect(rows).toHaveLength(1);
    const all = await queryRows<{ code: string }>(
      ctx.database,
      sql`select code from registration_codes`,
    );
    expect(new Set(all.map((row) => row.code)).size).toBe(all.length);
  });

  it('gives up with 503 after ten collisions in a row, keeping the place as it was', async () => {
    const village = await createPlace('village', { name: 'Vereda Ocupada' });
    const school = await createPlace('school', { name: 'Colegio Sin Suerte' });
    const service = createPlacesService({
      db: ctx.database.db,
      clock: systemClock,
      generateCode: () => village.registrationCode ?? '',
    });
    const failure = await service
      .regenerateCode(superAdmin, 'school', school.id)
      .catch((e: unknown) => e);
    expect(isAppError(failure) && failure.code).toBe('SERVICE_UNAVAILABLE');
    // The transaction rolled back: the school keeps its code.
    expect(
      await findPlaceByRegistrationCode(ctx.database.db, school.registrationCode ?? ''),
    ).toMatchObject({
      kind: 'school',
      id: school.id,
    });
  });
});

describe('an export larger than one batch', () => {
  it('has every row once, in the asked order, for both sorts', async () => {
    await ctx.database.db.execute(sql`
      insert into villages (name, search_text, country_id, enabled)
      select 'Vereda Lote ' || lpad(n::text, 4, '0'), 'vereda lote ' || lpad(n::text, 4, '0'), ${colombiaId}, true
      from generate_series(1, 1100) as n`);
    const byName = await request(
      'GET',
      `${PLACE_PATHS.villagesExport}?format=csv&q=lote&sort=name&order=desc`,
      'SUPER_ADMIN',
    );
    const [, ...rows] = parseCsv(byName.body);
    expect(rows).toHaveLength(1100);
    expect(rows[0]?.[0]).toBe('Vereda Lote 1100');
    expect(rows[1099]?.[0]).toBe('Vereda Lote 0001');
    expect(new Set(rows.map((row) => row[0])).size).toBe(1100);

    // One statement: every row has the same created_at, so the id alone orders them.
    const byCreation = await request(
      'GET',
      `${PLACE_PATHS.villagesExport}?format=csv&q=lote&sort=createdAt`,
      'SUPER_ADMIN',
    );
    const [, ...created] = parseCsv(byCreation.body);
    expect(created.map((row) => row[0])).toEqual(
      Array.from(
        { length: 1100 },
        (_, index) => `Vereda Lote ${String(index + 1).padStart(4, '0')}`,
      ),
    );
  });
});

describe('the OpenAPI description', () => {
  it('lists the places and users endpoints', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        PLACE_PATHS.schools,
        PLACE_PATHS.schoolsExport,
        '/edrocks/api/schools/{id}',
        '/edrocks/api/villages/{id}/registration-code',
        USER_PATHS.admins,
        '/edrocks/api/admins/{id}/scope',
        '/edrocks/api/users/{id}/password-reset',
      ]),
    );
  });
});
