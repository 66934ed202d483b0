// Paging through the students list with cursors (lib/list-page.ts): walking every page forward
// and back visits each row once, with ties in the sort column and with rows added and deleted
// between pages; the last page; page numbers; cursors that are malformed, forged or made for
// another sort; and the totals a page's own query carries (a search's count, the counters).
import { Buffer } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_TOTAL_LIMIT,
  studentPageSchema,
  type StudentPage,
  STUDENT_PATHS,
} from '@portal/shared';
import { EVERY_ROLE, createActors, createPlace, tokensOf } from '../../../test/helpers/fixtures';
import {
  bearer,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  insertStudent,
  insertStudents,
  softDeleteStudent,
  studentVisibility,
} from './students.repo';

let ctx: TestContext;
let token = '';
let villageId = 0;
const PAGE_SIZE = 4;

/** Three students per surname: the sort column ties, and the first name and id decide. */
const SURNAMES = ['Pérez', 'Arango', 'Zuluaga', 'Gómez', 'Díaz', 'Ríos'];
const FIRST_NAMES = ['Ana', 'Ana', 'Luis'];

async function addStudent(lastName: string, firstName: string, grade: '3-third' | null = null) {
  return insertStudent(
    ctx.database.db,
    { firstName, lastName, villageId, schoolId: null, grade },
    new Date(),
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  token = tokensOf(await createActors(ctx, { SUPER_ADMIN: EVERY_ROLE.SUPER_ADMIN })).SUPER_ADMIN;
  villageId = await createPlace(ctx.database.db, 'village', { name: 'Vereda Las Páginas' });
  for (const lastName of SURNAMES)
    for (const [index, firstName] of FIRST_NAMES.entries())
      await addStudent(lastName, firstName, index === 2 ? '3-third' : null);
});
afterAll(() => ctx.close());

type Query = Record<string, string | number>;

function url(query: Query): string {
  const search = new URLSearchParams(
    Object.entries({ villageId, pageSize: PAGE_SIZE, ...query }).map(
      ([key, value]): [string, string] => [key, String(value)],
    ),
  );
  return `${STUDENT_PATHS.students}?${search.toString()}`;
}

async function page(query: Query): Promise<StudentPage> {
  const response = await ctx.app.inject({ method: 'GET', url: url(query), headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return studentPageSchema.parse(response.json());
}

/** Every row in the list's order, in one page: what the walks must match. */
async function everyRow(query: Query): Promise<number[]> {
  return (await page({ ...query, pageSize: 200 })).items.map((row) => row.id);
}

/** Follows `next` from the first page to the end; answers the ids and the page numbers. */
async function walkForward(query: Query, between?: (step: number) => Promise<void>) {
  const ids: number[] = [];
  const pages: number[] = [];
  let current = await page(query);
  for (let step = 0; ; step++) {
    ids.push(...current.items.map((row) => row.id));
    pages.push(current.page);
    if (current.next === null) return { ids, pages, last: current };
    await between?.(step);
    current = await page({ ...query, page: current.page + 1, cursor: current.next });
  }
}

describe('keyset pages', () => {
  it.each([
    { sort: 'lastName', order: 'asc' },
    { sort: 'lastName', order: 'desc' },
    { sort: 'grade', order: 'desc' },
    { sort: 'createdAt', order: 'asc' },
    { sort: 'village', order: 'desc' },
  ])('walks every page of $sort $order forward and back, each row once', async (sorting) => {
    const expected = await everyRow(sorting);
    expect(expected).toHaveLength(SURNAMES.length * FIRST_NAMES.length);

    const forward = await walkForward(sorting);
    expect(forward.ids).toEqual(expected);
    expect(forward.pages).toEqual([1, 2, 3, 4, 5]);
    expect(forward.last.total).toBe(expected.length);
    expect(forward.last.totalKind).toBe('exact');

    const backward: number[] = [];
    let current = forward.last;
    const pages = [current.page];
    backward.unshift(...current.items.map((row) => row.id));
    while (current.previous !== null) {
      current = await page({ ...sorting, page: current.page - 1, cursor: current.previous });
      pages.unshift(current.page);
      backward.unshift(...current.items.map((row) => row.id));
    }
    expect(backward).toEqual(expected);
    expect(pages).toEqual([1, 2, 3, 4, 5]);
  });

  it('visits each row once when rows are added and deleted between pages', async () => {
    const sorting = { sort: 'lastName', order: 'asc' };
    const before = await everyRow(sorting);
    const visibility = studentVisibility.everyone;
    const deleted = before[9]!; // on page 3, not yet visited after page 1
    let early = 0;
    let late = 0;
    const walk = await walkForward(sorting, async (step) => {
      if (step !== 0) return;
      await softDeleteStudent(ctx.database.db, visibility, deleted, new Date());
      early = await addStudent('Aaron', 'Ana'); // sorts before every visited row
      late = await addStudent('Zz', 'Ana'); // sorts after every row
    });
    expect(new Set(walk.ids).size).toBe(walk.ids.length);
    expect(walk.ids).not.toContain(deleted);
    expect(walk.ids).not.toContain(early);
    expect(walk.ids).toContain(late);
    expect(walk.ids).toEqual([...before.filter((id) => id !== deleted), late]);
    // Put the list back as the other tests expect it.
    await softDeleteStudent(ctx.database.db, visibility, early, new Date());
    await softDeleteStudent(ctx.database.db, visibility, late, new Date());
  });

  it('opens the last page with what is left after the full pages, and goes back from it', async () => {
    const expected = await everyRow({});
    const last = await page({ cursor: 'end' });
    const remainder = expected.length % PAGE_SIZE || PAGE_SIZE;
    expect(last.page).toBe(Math.ceil(expected.length / PAGE_SIZE));
    expect(last.items.map((row) => row.id)).toEqual(expected.slice(-remainder));
    expect(last.next).toBeNull();
    const before = await page({ page: last.page - 1, cursor: last.previous! });
    expect(before.items.map((row) => row.id)).toEqual(
      expected.slice(-remainder - PAGE_SIZE, -remainder),
    );
  });

  it('reads a page by its number alone (a typed link), and says so with cursors', async () => {
    const expected = await everyRow({});
    const third = await page({ page: 3 });
    expect(third.items.map((row) => row.id)).toEqual(expected.slice(8, 12));
    expect(third.previous).not.toBeNull();
    expect(third.next).not.toBeNull();
    const first = await page({});
    expect(first.previous).toBeNull();
  });

  it('lands on page 1 going back from the start, whatever the link says', async () => {
    const second = await page({ page: 2 });
    const back = await page({ page: 7, cursor: second.previous! });
    expect(back.page).toBe(1);
    expect(back.previous).toBeNull();
  });

  it('reads by page number when the cursor was made for another sort', async () => {
    const byName = await page({ page: 2 });
    const byGrade = await page({ sort: 'grade', page: 2, cursor: byName.next! });
    const expected = await everyRow({ sort: 'grade' });
    expect(byGrade.items.map((row) => row.id)).toEqual(expected.slice(4, 8));
  });
});

describe('malformed cursors', () => {
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
  const keys = (k: unknown[]) => encode({ s: 'lastName', o: 'asc', d: 'after', k });

  it.each([
    ['not base64 JSON', 'lastName', 'bm90IGpzb24'],
    ['characters outside the alphabet', 'lastName', 'abc$def'],
    ['too long', 'lastName', 'a'.repeat(2000)],
    ['a number for a text key', 'lastName', keys([1, 'ana', 3])],
    ['too few keys', 'lastName', keys(['perez', 3])],
    ['an id beyond any integer', 'lastName', keys(['perez', 'ana', 1e300])],
    ['an unknown direction', 'lastName', encode({ s: 'lastName', o: 'asc', d: 'up', k: [] })],
    [
      'an impossible date',
      'createdAt',
      encode({ s: 'createdAt', o: 'asc', d: 'after', k: ['2026-13-45 99:00:00+00', 1] }),
    ],
  ])('refuses %s with a translated 400', async (_name, sort, cursor) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: url({ sort, cursor }),
      headers: { ...bearer(token), 'accept-language': 'es-CO' },
    });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues).toContainEqual({ path: 'cursor', message: 'Este valor no es válido' });
  });

  it('treats a forged but well-formed cursor as a place in the list, nothing more', async () => {
    const forged = await page({ cursor: keys(["'; drop table students; --", 'x', 0]) });
    const expected = await everyRow({});
    const ids = forged.items.map((row) => row.id);
    const start = expected.indexOf(ids[0] ?? -1);
    expect(ids).toEqual(start === -1 ? [] : expected.slice(start, start + ids.length));
    expect(await everyRow({})).toEqual(expected);
  });
});

describe('a page and its total from one query', () => {
  it('answers the total of a page past the last row (the counters read on their own)', async () => {
    const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64url');
    const past = encode({ s: 'lastName', o: 'asc', d: 'after', k: ['zzzz', 'zzzz', 2 ** 31] });
    const empty = await page({ page: 9, cursor: past });
    expect(empty.items).toEqual([]);
    expect({ total: empty.total, totalKind: empty.totalKind }).toEqual({
      total: (await page({})).total,
      totalKind: 'exact',
    });
  });

  it('counts a search up to its limit in the walk of its first page, from either end', async () => {
    const searched = await createPlace(ctx.database.db, 'village', {
      name: 'Vereda Las Búsquedas',
    });
    const many = Array.from({ length: SEARCH_TOTAL_LIMIT + 1 }, (_, index) => ({
      firstName: `Nombre ${String(index).padStart(3, '0')}`,
      lastName: 'Mésa',
      villageId: searched,
      schoolId: null,
    }));
    const few = ['Ana', 'Luis', 'Eva'].map((firstName) => ({
      firstName,
      lastName: 'Quintero Únicó',
      villageId: searched,
      schoolId: null,
    }));
    await insertStudents(ctx.database.db, [...many, ...few], new Date());

    const common = await page({ villageId: searched, q: 'mesa' });
    expect({ total: common.total, totalKind: common.totalKind }).toEqual({
      total: SEARCH_TOTAL_LIMIT,
      totalKind: 'atLeast',
    });
    expect(common.items.map((row) => row.firstName)).toEqual([
      'Nombre 000',
      'Nombre 001',
      'Nombre 002',
      'Nombre 003',
    ]);
    expect(common.next).not.toBeNull();
    const second = await page({ villageId: searched, q: 'mesa', page: 2, cursor: common.next! });
    expect(second.items.map((row) => row.firstName)).toEqual([
      'Nombre 004',
      'Nombre 005',
      'Nombre 006',
      'Nombre 007',
    ]);

    const rare = await page({ villageId: searched, q: 'unico' });
    expect(rare).toMatchObject({ total: 3, totalKind: 'exact', next: null, previous: null });
    expect(rare.items.map((row) => row.firstName)).toEqual(['Ana', 'Eva', 'Luis']);
    const last = await page({ villageId: searched, q: 'unico', pageSize: 2, cursor: 'end' });
    expect(last).toMatchObject({ total: 3, totalKind: 'exact', page: 2, next: null });
    expect(last.items.map((row) => row.firstName)).toEqual(['Luis']);
    expect((await page({ villageId: searched, q: 'nadie' })).total).toBe(0);
  });
});
