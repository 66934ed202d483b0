// The whole audit log (GET /edrocks/api/audit/log and its export): the super admin's alone,
// searched by person, record, action and dates; every export is recorded with its list and
// filters, and an admin's download of a child's photo (not its thumbnail) too.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_PATHS,
  STUDENT_ENDPOINTS,
  STUDENT_PATHS,
  auditLogPageSchema,
  endpointPath,
  studentDetailsSchema,
  type AuditLogPage,
  type Role,
} from '@portal/shared';
import { auditLog } from '../../db/schema/index';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { parseCsv } from '../../../test/helpers/export-files';
import {
  EVERY_ROLE,
  assignAdmin,
  createActors,
  createPlace,
  type Actor,
} from '../../../test/helpers/fixtures';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
let actors: Record<Role, Actor>;
let studentId = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const village = await createPlace(ctx.database.db, 'village', { name: 'Vereda Alta' });
  actors = await createActors(ctx, EVERY_ROLE);
  await assignAdmin(ctx.database.db, actors.ADMIN.id, { villageIds: [village] });
  const created = await actors.ADMIN.request('POST', STUDENT_PATHS.students, {
    firstName: 'Martina',
    lastName: 'Ossa',
    birthdate: '2012-02-02',
    gender: 'female',
    grade: '7-seventh',
    villageId: village,
  });
  studentId = studentDetailsSchema.parse(created.json()).id;
});
afterAll(() => ctx.close());

async function search(query: string): Promise<AuditLogPage> {
  const response = await actors.SUPER_ADMIN.request('GET', `${AUDIT_PATHS.log}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditLogPageSchema.parse(response.json());
}

describe('searching the whole log', () => {
  it('is the super admin’s alone', async () => {
    for (const actor of [actors.GLOBAL_ADMIN, actors.ADMIN, actors.SPONSOR, actors.STUDENT]) {
      expect((await actor.request('GET', AUDIT_PATHS.log)).statusCode).toBe(403);
      expect((await actor.request('GET', AUDIT_PATHS.logExport)).statusCode).toBe(403);
    }
  });

  it('finds by person, record, action and dates, newest first', async () => {
    await actors.ADMIN.request('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: studentId }));
    const byAdmin = await search(`actorId=${actors.ADMIN.id}`);
    expect(byAdmin.items.map((item) => item.action)).toEqual(['view', 'create']);
    expect(byAdmin.items[0]).toMatchObject({
      entity: 'student',
      entityId: studentId,
      actor: { id: actors.ADMIN.id },
      address: '127.0.0.1',
    });
    const views = await search(`entity=student&entityId=${studentId}&action=view`);
    expect(views.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await search(`from=${today}&to=${today}&entity=student`)).total).toBeGreaterThan(0);
    expect((await search(`to=2000-01-01`)).total).toBe(0);
    const oldestFirst = await search(`actorId=${actors.ADMIN.id}&order=asc`);
    expect(oldestFirst.items.map((item) => item.action)).toEqual(['create', 'view']);
  });

  it('finds by the person’s name or e-mail, and counts what it finds', async () => {
    await actors.ADMIN.request('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: studentId }));
    await actors.GLOBAL_ADMIN.request(
      'GET',
      endpointPath(STUDENT_ENDPOINTS.get, { id: studentId }),
    );
    const byEmail = await search(`q=${encodeURIComponent(actors.ADMIN.email)}`);
    expect(byEmail.items.length).toBeGreaterThan(0);
    expect(new Set(byEmail.items.map((item) => item.actor.id))).toEqual(new Set([actors.ADMIN.id]));
    expect(byEmail.items[0]?.actor.name).toBe('Ana Pérez');
    expect(byEmail).toMatchObject({ total: byEmail.items.length, totalKind: 'exact' });
    // Every actor here is "Ana Pérez": the name finds them all, and entries of no one are left out.
    const byName = await search('q=ana%20perez&action=view');
    const [views] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from ${auditLog} where action = 'view' and actor_id is not null`,
    );
    expect(byName.total).toBe(views?.n);
    expect(byName.items.length).toBe(views?.n);
    expect(await search('q=nadie-se-llama-asi')).toMatchObject({ items: [], total: 0 });
  });

  it('counts every entry of a search, page after page', async () => {
    const [counted] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from ${auditLog} where entity = 'student'`,
    );
    const first = await search('entity=student&pageSize=2');
    expect(first).toMatchObject({ total: counted?.n, totalKind: 'exact' });
    let seen = first.items.length;
    let cursor = first.next;
    while (cursor !== null) {
      const page = await search(`entity=student&pageSize=2&cursor=${cursor}`);
      expect(page.total).toBe(counted?.n);
      seen += page.items.length;
      cursor = page.next;
    }
    expect(seen).toBe(counted?.n);
  });

  it.each([
    ['an unknown action', 'action=rename'],
    ['an unknown kind of record', 'entity=planet'],
    ['a day that does not exist', 'from=2026-02-30'],
    ['a date in another form', 'to=04/12/2026'],
    ['a person who is not a number', 'actorId=ana'],
  ])('answers 400 to %s', async (_name, query) => {
    const response = await actors.SUPER_ADMIN.request('GET', `${AUDIT_PATHS.log}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
  });
});

describe('exports', () => {
  it('exports the search as CSV, and records that export and every other', async () => {
    const response = await actors.SUPER_ADMIN.request(
      'GET',
      `${AUDIT_PATHS.logExport}?format=csv&entity=student&entityId=${studentId}`,
      undefined,
      { 'accept-language': 'es-CO' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const rows = parseCsv(response.body);
    expect(rows[0]).toContain('Quién');
    expect(rows.length).toBeGreaterThan(1);

    const students = await actors.ADMIN.request(
      'GET',
      `${STUDENT_PATHS.studentsExport}?format=csv&q=ossa`,
    );
    expect(students.statusCode).toBe(200);
    const exports = await search('action=export');
    expect(exports.items.map((item) => [item.entity, item.actor.id])).toEqual([
      ['students', actors.ADMIN.id],
      ['audit', actors.SUPER_ADMIN.id],
    ]);
    expect(exports.items[0]?.details).toMatchObject({ filters: { q: 'ossa' } });
  });
});

describe('downloads', () => {
  it('records an admin downloading a child’s photo, not its thumbnail', async () => {
    const body = await multipartBody({
      file: { data: await samples.jpeg(), filename: 'foto.jpg', type: 'image/jpeg' },
    });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: studentId }),
      headers: { authorization: `Bearer ${actors.ADMIN.token}`, ...body.headers },
      payload: body.payload,
    });
    expect(put.statusCode, put.body).toBe(200);
    const photoUrl = studentDetailsSchema.parse(put.json()).photoUrl ?? '';
    const thumb = await ctx.app.inject({ method: 'GET', url: `${photoUrl}&size=thumb` });
    expect(thumb.statusCode).toBe(200);
    const full = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(full.statusCode).toBe(200);
    const downloads = await queryRows<{ actor_id: number; entity: string; entity_id: number }>(
      ctx.database,
      sql`select actor_id, entity, entity_id from ${auditLog} where action = 'download'`,
    );
    expect(downloads).toEqual([
      { actor_id: actors.ADMIN.id, entity: 'student', entity_id: studentId },
    ]);
  });
});

describe('the log’s totals at scale', () => {
  it('has autovacuum visit the log every 50,000 new entries, so its counts read indexes alone', async () => {
    const [table] = await queryRows<{ options: string[] }>(
      ctx.database,
      sql`select reloptions as options from pg_class where oid = 'audit_log'::regclass`,
    );
    expect(table?.options).toEqual(
      expect.arrayContaining([
        'autovacuum_vacuum_insert_threshold=50000',
        'autovacuum_vacuum_insert_scale_factor=0',
      ]),
    );
  });
});
