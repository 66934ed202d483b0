// The data requests' export (GET DATA_REQUEST_PATHS.requestsExport): the queue as CSV or Excel
// with the list's search, filters and sort, in the caller's language, overdue as of the API's
// today; read by the super and global admins alone, and recorded in the audit log.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_REQUEST_PATHS, dataRequestSchema, type DataRequest, type Role } from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { parseCsv, readXlsx } from '../../../test/helpers/export-files';
import { EVERY_ROLE, createActors, type Actor } from '../../../test/helpers/fixtures';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

const clock = new ManualClock(new Date('2026-08-02T12:00:00Z'));
let ctx: TestContext;
let actors: Record<Role, Actor>;
let late: DataRequest;
let fresh: DataRequest;
let done: DataRequest;

async function record(body: unknown): Promise<DataRequest> {
  const response = await actors.SUPER_ADMIN.request('POST', DATA_REQUEST_PATHS.requests, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataRequestSchema.parse(response.json());
}

beforeAll(async () => {
  ctx = await createTestContext({ clock });
  actors = await createActors(ctx, EVERY_ROLE);
  late = await record({
    kind: 'erase',
    personName: 'Lucía Restrepo',
    personEmail: 'lucia@example.org',
    message: 'Borren mis datos, por favor.',
    receivedOn: '2026-06-01',
  });
  fresh = await record({ kind: 'export', userId: actors.SPONSOR.id });
  done = await record({
    kind: 'correction',
    personName: '=HYPERLINK("x")',
    personEmail: 'formula@example.org',
    receivedOn: '2026-07-01',
  });
  const response = await actors.SUPER_ADMIN.request(
    'PATCH',
    `${DATA_REQUEST_PATHS.requests}/${done.id}`,
    { state: 'done', note: 'Corrected, "as asked".' },
  );
  expect(response.statusCode, response.body).toBe(200);
});
afterAll(() => ctx.close());

async function exportCsv(query: string, actor = actors.SUPER_ADMIN, language = 'en-US') {
  const response = await actor.request(
    'GET',
    `${DATA_REQUEST_PATHS.requestsExport}?format=csv&${query}`,
    undefined,
    { 'accept-language': language },
  );
  expect(response.statusCode, response.body).toBe(200);
  return { response, rows: parseCsv(response.body) };
}

describe('the export', () => {
  it('holds every request of the queue by due date, with its words and today’s overdue', async () => {
    const { response, rows } = await exportCsv('');
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('data-requests-2026-08-02.csv');
    expect(rows[0]).toEqual([
      'Request id',
      'Name',
      'E-mail',
      'Request',
      'How it came',
      'Recorded by',
      'Received',
      'Due',
      'State',
      'Overdue',
      'Closed (UTC)',
      'What was asked',
      'Note',
    ]);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      String(late.id),
      String(done.id),
      String(fresh.id),
    ]);
    expect(rows[1]).toEqual([
      String(late.id),
      'Lucía Restrepo',
      'lucia@example.org',
      'Erase their data',
      'Recorded by a coordinator',
      late.recordedBy.name,
      '2026-06-01',
      '2026-07-01',
      'Open',
      'Yes',
      '',
      'Borren mis datos, por favor.',
      '',
    ]);
    // An account's request shows its current name and e-mail; a formula is not run.
    expect(rows[3]?.[2]).toBe(actors.SPONSOR.email);
    expect(rows[2]?.[1]).toBe(`'=HYPERLINK("x")`);
    expect(rows[2]?.slice(8)).toEqual([
      'Done',
      'No',
      clock.now().toISOString(),
      '',
      'Corrected, "as asked".',
    ]);
  });

  it('applies the list’s search, filters and sort', async () => {
    const ids = async (query: string) => (await exportCsv(query)).rows.slice(1).map((r) => r[0]);
    expect(await ids('overdue=true')).toEqual([String(late.id)]);
    expect(await ids('state=done')).toEqual([String(done.id)]);
    expect(await ids('q=lucia')).toEqual([String(late.id)]);
    expect(await ids(`userId=${actors.SPONSOR.id}`)).toEqual([String(fresh.id)]);
    expect(await ids('sort=receivedOn&order=desc')).toEqual([
      String(fresh.id),
      String(done.id),
      String(late.id),
    ]);
  });

  it('speaks Spanish, and writes Excel', async () => {
    const { response, rows } = await exportCsv('state=open', actors.GLOBAL_ADMIN, 'es-CO');
    expect(response.headers['content-disposition']).toContain('solicitudes-de-datos-2026-08-02');
    expect(rows[0]?.slice(0, 4)).toEqual([
      'Id de la solicitud',
      'Nombre',
      'Correo electrónico',
      'Solicitud',
    ]);
    expect(rows[1]?.slice(3, 4)).toEqual(['Eliminar sus datos']);
    expect(rows[1]?.slice(8, 10)).toEqual(['Abierta', 'Sí']);

    const xlsx = await actors.SUPER_ADMIN.request(
      'GET',
      `${DATA_REQUEST_PATHS.requestsExport}?format=xlsx&state=open`,
    );
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet[0]?.[0]).toBe('Request id');
    expect(sheet.slice(1).map((row) => row[0])).toEqual([late.id, fresh.id]);
  });

  it('is recorded in the audit log with its filters', async () => {
    await exportCsv('state=done&q=formula');
    const [entry] = await queryRows<{ actor_id: number; details: { filters: unknown } }>(
      ctx.database,
      sql`select actor_id, details from audit_log
           where action = 'export' and entity = 'data-requests' order by id desc limit 1`,
    );
    expect(entry?.actor_id).toBe(actors.SUPER_ADMIN.id);
    expect(entry?.details.filters).toMatchObject({ state: 'done', q: 'formula' });
  });

  it('is the super and global admins’ alone', async () => {
    for (const role of ['ADMIN', 'SPONSOR', 'STUDENT'] as const) {
      const response = await actors[role].request(
        'GET',
        `${DATA_REQUEST_PATHS.requestsExport}?format=csv`,
      );
      expect(response.statusCode, role).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `${DATA_REQUEST_PATHS.requestsExport}?format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['an unknown format', 'format=pdf'],
    ['an unknown state', 'format=csv&state=closed'],
    ['an unknown sort', 'format=csv&sort=name'],
    ['a person who is not a number', 'format=csv&userId=ana'],
    ['a huge search', `format=csv&q=${'a'.repeat(5000)}`],
  ])('answers 400 to %s', async (_name, query) => {
    const response = await actors.SUPER_ADMIN.request(
      'GET',
      `${DATA_REQUEST_PATHS.requestsExport}?${query}`,
    );
    expect(response.statusCode, response.body).toBe(400);
  });
});
