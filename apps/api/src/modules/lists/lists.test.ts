// GET /edrocks/public/lists/: the seed's lookup lists, and only enabled schools and villages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, GENDERS, GRADES, listsResponseSchema, STUDENT_STATUSES } from '@portal/shared';
import { registrationCodes, schools, villages } from '../../db/schema/index';
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
});
