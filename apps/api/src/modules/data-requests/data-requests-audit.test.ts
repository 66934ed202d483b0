// Data requests in the audit log (decision 057): a request recorded or filed, and every change of
// its state and note, is an entry written in the same transaction, by whoever did it; the
// request's History is read by the super and global admins, and the super admin's search finds
// it. The person's name, e-mail and message stay in the request: no entry holds them, and a note
// that names a person is redacted when that person is erased (decision 052).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_PATHS,
  DATA_REQUEST_ENDPOINTS,
  DATA_REQUEST_PATHS,
  ERASED_AUDIT_VALUE,
  PERSON_ERASE_PATHS,
  auditHistorySchema,
  auditLogPageSchema,
  dataRequestSchema,
  endpointPath,
  type AuditHistory,
  type DataRequest,
  type Role,
} from '@portal/shared';
import { withAuditActor } from '../../db/audit-actor';
import { dataRequests } from '../../db/schema/index';
import { EVERY_ROLE, createActor, createActors, type Actor } from '../../../test/helpers/fixtures';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
let actors: Record<Role, Actor>;

beforeAll(async () => {
  ctx = await createTestContext();
  actors = await createActors(ctx, EVERY_ROLE);
});
afterAll(() => ctx.close());

const historyUrl = (id: number) => `${AUDIT_PATHS.history}?entity=dataRequest&id=${id}`;

async function history(id: number, actor = actors.SUPER_ADMIN): Promise<AuditHistory> {
  const response = await actor.request('GET', historyUrl(id));
  expect(response.statusCode, response.body).toBe(200);
  return auditHistorySchema.parse(response.json());
}

async function record(body: unknown): Promise<DataRequest> {
  const response = await actors.SUPER_ADMIN.request('POST', DATA_REQUEST_PATHS.requests, body);
  expect(response.statusCode, response.body).toBe(201);
  return dataRequestSchema.parse(response.json());
}

async function change(id: number, body: unknown): Promise<void> {
  const url = endpointPath(DATA_REQUEST_ENDPOINTS.update, { id });
  const response = await actors.SUPER_ADMIN.request('PATCH', url, body);
  expect(response.statusCode, response.body).toBe(200);
}

const PERSON = {
  personName: 'Lucía Restrepo',
  personEmail: 'lucia.restrepo@example.org',
  message: 'Borren mis datos y mi teléfono 300 555 0101.',
};

describe('a request’s history', () => {
  it('records its creation and each change, by whoever made them, newest first', async () => {
    const request = await record({ kind: 'erase', ...PERSON, receivedOn: '2026-01-10' });
    await change(request.id, { state: 'inProgress', note: 'Asked the school.' });
    await change(request.id, { state: 'done', note: 'Erased.' });
    const { items: entries, names } = await history(request.id);
    expect(entries.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['update', actors.SUPER_ADMIN.id],
      ['update', actors.SUPER_ADMIN.id],
      ['create', actors.SUPER_ADMIN.id],
    ]);
    const fields = (index: number) =>
      Object.fromEntries(entries[index]!.changes.map((c) => [c.field, [c.before, c.after]]));
    expect(fields(2)).toMatchObject({
      kind: [null, 'erase'],
      source: [null, 'staff'],
      receivedOn: [null, '2026-01-10'],
      dueOn: [null, '2026-02-09'],
      state: [null, 'open'],
      recordedBy: [null, actors.SUPER_ADMIN.id],
    });
    expect(fields(1)).toEqual({
      state: ['open', 'inProgress'],
      note: ['', 'Asked the school.'],
    });
    expect(fields(0)).toMatchObject({
      state: ['inProgress', 'done'],
      note: ['Asked the school.', 'Erased.'],
    });
    expect(fields(0).closedAt?.[1]).toEqual(expect.any(String));
    // Who recorded it is named beside the entries, as the account is named now.
    const recorder = actors.SUPER_ADMIN.session.data;
    expect(names).toEqual({
      [`user:${recorder.id}`]: `${recorder.firstName} ${recorder.lastName}`,
    });
  });

  it('keeps the person’s name, e-mail and message out of the log', async () => {
    const request = await record({ kind: 'correction', ...PERSON });
    const [found] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from audit_log
           where entity = 'dataRequest' and entity_id = ${request.id}`,
    );
    expect(found?.n).toBe(1);
    for (const needle of ['restrepo', 'lucia.restrepo@example.org', '555']) {
      const [row] = await queryRows<{ n: number }>(
        ctx.database,
        sql`select count(*)::int as n from audit_log
             where entity = 'dataRequest' and strpos(lower(changes::text), ${needle}) > 0`,
      );
      expect(row?.n, needle).toBe(0);
    }
  });

  it('names the person who filed their own request', async () => {
    const filed = await actors.SPONSOR.request('POST', DATA_REQUEST_PATHS.mine, {
      kind: 'export',
      message: 'Quiero una copia.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = dataRequestSchema.parse(filed.json());
    const [entry] = (await history(id)).items;
    expect(entry).toMatchObject({ action: 'create', actor: { id: actors.SPONSOR.id } });
    expect(entry?.changes).toContainEqual({
      field: 'userId',
      before: null,
      after: actors.SPONSOR.id,
    });
  });

  it('rolls the entry back with a change that does not commit', async () => {
    const request = await record({ kind: 'export', ...PERSON });
    await expect(
      withAuditActor({ userId: actors.SUPER_ADMIN.id, address: '203.0.113.7' }, () =>
        ctx.database.db.transaction(async (tx) => {
          await tx
            .update(dataRequests)
            .set({ state: 'refused' })
            .where(eq(dataRequests.id, request.id));
          throw new Error('stop');
        }),
      ),
    ).rejects.toThrow('stop');
    expect((await history(request.id)).items.map((entry) => entry.action)).toEqual(['create']);
  });

  it('is read by the super and global admins; 404 to an admin, 403 to the others', async () => {
    const request = await record({ kind: 'export', ...PERSON });
    expect((await history(request.id, actors.GLOBAL_ADMIN)).items).toHaveLength(1);
    expect((await actors.ADMIN.request('GET', historyUrl(request.id))).statusCode).toBe(404);
    for (const role of ['SPONSOR', 'STUDENT'] as const) {
      expect((await actors[role].request('GET', historyUrl(request.id))).statusCode).toBe(403);
    }
    expect((await actors.SUPER_ADMIN.request('GET', historyUrl(999_999))).statusCode).toBe(404);
  });

  it('is found by the super admin’s search of the whole log', async () => {
    const request = await record({ kind: 'export', ...PERSON });
    const response = await actors.SUPER_ADMIN.request(
      'GET',
      `${AUDIT_PATHS.log}?entity=dataRequest&entityId=${request.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = auditLogPageSchema.parse(response.json());
    expect(page.items.map((item) => [item.entity, item.entityId, item.action])).toEqual([
      ['dataRequest', request.id, 'create'],
    ]);
  });
});

describe('erasing the person a request is about', () => {
  it('redacts the entries whose note names them, and clears the note', async () => {
    const person = await createActor(ctx, 'SPONSOR', {
      firstName: 'Marta',
      lastName: 'Quintana',
    });
    const request = await record({ kind: 'erase', userId: person.id });
    await change(request.id, { state: 'inProgress', note: 'Called Marta Quintana.' });
    const erased = await actors.SUPER_ADMIN.request(
      'POST',
      PERSON_ERASE_PATHS.person.replace(':userId', String(person.id)),
      { dryRun: false },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const [latest, created] = (await history(request.id)).items;
    // Who, when, the action and the field names stay; the values go, as for any entry that
    // names an erased person. The creation named no one and is kept as it was.
    expect(latest).toMatchObject({ action: 'update', actor: { id: actors.SUPER_ADMIN.id } });
    expect(latest?.changes).toEqual([
      { field: 'note', before: ERASED_AUDIT_VALUE, after: ERASED_AUDIT_VALUE },
      { field: 'state', before: ERASED_AUDIT_VALUE, after: ERASED_AUDIT_VALUE },
    ]);
    expect(created?.changes).toContainEqual({ field: 'kind', before: null, after: 'erase' });
    const [row] = await queryRows<{ note: string }>(
      ctx.database,
      sql`select note from data_requests where id = ${request.id}`,
    );
    expect(row?.note).toBe('');
  });
});
