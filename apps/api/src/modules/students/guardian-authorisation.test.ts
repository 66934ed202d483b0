// GET / PUT / DELETE /edrocks/api/students/:id/guardian-authorisation: the guardian's signed
// authorisation to process the child's data, recorded by coordinators who may edit the student;
// its document is served to them only (not to the student, their sponsors or parents); the list
// filters students by it (coordinators only), and replacing or withdrawing it deletes the old file.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENDPOINTS,
  FILE_ENDPOINTS,
  STUDENT_ENDPOINTS,
  STUDENT_PATHS,
  endpointPath,
  guardianAuthorisationAnswerSchema,
  studentDetailsSchema,
  type Role,
  type StudentDetails,
} from '@portal/shared';
import { students } from '../../db/schema/index';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';
import {
  EVERY_ROLE,
  assignAdmin,
  createActors,
  createPlace,
  idsOf,
  tokensOf,
} from '../../../test/helpers/fixtures';

let ctx: TestContext;
type Actor = Role | 'OTHER_ADMIN';
let tokens = {} as Record<Actor, string>;
let userIds = {} as Record<Actor, number>;
let student: StudentDetails;
let otherStudent: StudentDetails;

const pathOf = (id: number) => endpointPath(STUDENT_ENDPOINTS.getGuardianAuthorisation, { id });

function call(method: 'GET' | 'DELETE', url: string, actor: Actor) {
  return ctx.app.inject({ method, url, headers: bearer(tokens[actor]) });
}

async function record(
  actor: Actor,
  studentId: number,
  options: { signedOn?: string; data?: Buffer; filename?: string } = {},
) {
  const body = await multipartBody({
    file: {
      data: options.data ?? (await samples.pdf()),
      filename: options.filename ?? 'autorizacion.pdf',
    },
  });
  const query = options.signedOn === undefined ? '' : `?signedOn=${options.signedOn}`;
  return ctx.app.inject({
    method: 'PUT',
    url: `${pathOf(studentId)}${query}`,
    headers: { ...bearer(tokens[actor]), ...body.headers },
    payload: body.payload,
  });
}

async function createStudent(firstName: string, villageId: number): Promise<StudentDetails> {
  const created = await ctx.app.inject({
    method: 'POST',
    url: STUDENT_PATHS.students,
    headers: bearer(tokens.SUPER_ADMIN),
    payload: {
      firstName,
      lastName: 'Autorizada',
      birthdate: '2014-02-03',
      gender: 'female',
      grade: '5-fifth',
      villageId,
    },
  });
  return studentDetailsSchema.parse(created.json());
}

async function listed(actor: Actor, guardian: string): Promise<number[]> {
  const response = await call('GET', `${STUDENT_PATHS.students}?guardian=${guardian}`, actor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx, { ...EVERY_ROLE, OTHER_ADMIN: 'ADMIN' });
  tokens = tokensOf(actors);
  userIds = idsOf(actors);
  const { db } = ctx.database;
  const village = await createPlace(db, 'village', { name: 'Vereda Autorización' });
  const otherVillage = await createPlace(db, 'village', { name: 'Vereda Lejana' });
  await assignAdmin(db, userIds.ADMIN, { villageIds: [village] });
  await assignAdmin(db, userIds.OTHER_ADMIN, { villageIds: [otherVillage] });
  student = await createStudent('Mariana', village);
  otherStudent = await createStudent('Lucía', village);
  // The student's own account: they reach their record and photo, never this document.
  await db.execute(
    sql`update ${students} set user_id = ${userIds.STUDENT} where id = ${student.id}`,
  );
});
afterAll(() => ctx.close());

describe("a student's guardian authorisation", () => {
  it('is missing at first, for every coordinator who may edit the student', async () => {
    for (const actor of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const) {
      const response = await call('GET', pathOf(student.id), actor);
      expect(response.statusCode, actor).toBe(200);
      expect(response.json()).toEqual({ authorisation: null });
    }
  });

  it('is recorded by an admin in scope with the day signed and the document, which only coordinators load', async () => {
    const response = await record('ADMIN', student.id, { signedOn: '2026-02-01' });
    expect(response.statusCode, response.body).toBe(200);
    const { authorisation } = guardianAuthorisationAnswerSchema.parse(response.json());
    expect(authorisation).toMatchObject({
      signedOn: '2026-02-01',
      recordedBy: { id: userIds.ADMIN },
      document: { name: 'autorizacion.pdf', contentType: 'application/pdf' },
    });
    expect(Date.parse(authorisation!.recordedAt)).not.toBeNaN();
    const signed = await ctx.app.inject({ method: 'GET', url: authorisation!.document.url });
    expect(signed.statusCode).toBe(200);
    expect(signed.headers['content-type']).toBe('application/pdf');
    const plain = endpointPath(FILE_ENDPOINTS.get, { id: authorisation!.document.fileId });
    for (const actor of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)
      expect((await call('GET', plain, actor)).statusCode, actor).toBe(200);
    // The student reaches their own record, not the paper that names their guardian.
    for (const actor of ['STUDENT', 'SPONSOR', 'OTHER_ADMIN'] as const)
      expect((await call('GET', plain, actor)).statusCode, actor).toBe(404);
  });

  it("is written to the student's history with who recorded it", async () => {
    const response = await call(
      'GET',
      `${AUDIT_ENDPOINTS.history.path}?entity=student&id=${student.id}`,
      'SUPER_ADMIN',
    );
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{
      items: Array<{
        actor: { id: number } | null;
        action: string;
        changes: Array<{ field: string; before: unknown; after: unknown }>;
      }>;
    }>().items;
    const recorded = items.find((item) =>
      item.changes.some((change) => change.field === 'guardianAuthorisationSignedOn'),
    );
    expect(recorded).toMatchObject({ actor: { id: userIds.ADMIN }, action: 'update' });
    expect(recorded?.changes).toContainEqual({
      field: 'guardianAuthorisationSignedOn',
      before: null,
      after: '2026-02-01',
    });
  });

  it('filters the list for coordinators, and is ignored in a sponsor or student query', async () => {
    expect(await listed('ADMIN', 'onFile')).toEqual([student.id]);
    expect(await listed('ADMIN', 'missing')).toEqual([otherStudent.id]);
    expect(await listed('SUPER_ADMIN', 'missing')).toContain(otherStudent.id);
    expect(await listed('SUPER_ADMIN', 'missing')).not.toContain(student.id);
    // The student's own list is their record, whatever the filter says.
    expect(await listed('STUDENT', 'missing')).toEqual([student.id]);
    const wrong = await call('GET', `${STUDENT_PATHS.students}?guardian=maybe`, 'ADMIN');
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).code).toBe('VALIDATION_ERROR');
  });

  it('is replaced by a new document, and the old file goes', async () => {
    const before = guardianAuthorisationAnswerSchema.parse(
      (await call('GET', pathOf(student.id), 'SUPER_ADMIN')).json(),
    ).authorisation!;
    const response = await record('GLOBAL_ADMIN', student.id, {
      signedOn: '2026-03-04',
      data: await samples.jpeg(),
      filename: 'foto-autorizacion.jpg',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = guardianAuthorisationAnswerSchema.parse(response.json()).authorisation!;
    expect(after).toMatchObject({
      signedOn: '2026-03-04',
      recordedBy: { id: userIds.GLOBAL_ADMIN },
    });
    expect(after.document.fileId).not.toBe(before.document.fileId);
    const old = endpointPath(FILE_ENDPOINTS.get, { id: before.document.fileId });
    expect((await call('GET', old, 'SUPER_ADMIN')).statusCode).toBe(404);
  });

  it('refuses bad input with a clear 400 or 415, keeping what is on file', async () => {
    const cases: Array<[Parameters<typeof record>[2], number]> = [
      [{}, 400],
      [{ signedOn: 'yesterday' }, 400],
      [{ signedOn: '2026-02-30' }, 400],
      [{ signedOn: '2999-01-01' }, 400],
      [{ signedOn: `2026-01-01${'9'.repeat(5000)}` }, 400],
      [{ signedOn: '2026-01-01', data: samples.windowsExecutable(), filename: 'a.pdf' }, 415],
      [{ signedOn: '2026-01-01', data: await samples.mp4(), filename: 'video.mp4' }, 415],
    ];
    for (const [options, status] of cases) {
      const response = await record('ADMIN', student.id, options);
      expect(response.statusCode, JSON.stringify(options).slice(0, 80)).toBe(status);
      expect(errorOf(response).message).toEqual(expect.any(String));
    }
    const kept = guardianAuthorisationAnswerSchema.parse(
      (await call('GET', pathOf(student.id), 'ADMIN')).json(),
    ).authorisation;
    expect(kept?.signedOn).toBe('2026-03-04');
  });

  it('answers 404 out of scope and for unknown students, 403 to roles without write access', async () => {
    for (const method of ['GET', 'DELETE'] as const)
      expect((await call(method, pathOf(student.id), 'OTHER_ADMIN')).statusCode, method).toBe(404);
    expect((await record('OTHER_ADMIN', student.id, { signedOn: '2026-01-01' })).statusCode).toBe(
      404,
    );
    expect((await record('SUPER_ADMIN', 999_999, { signedOn: '2026-01-01' })).statusCode).toBe(404);
    expect((await call('GET', pathOf(2_147_483_648), 'SUPER_ADMIN')).statusCode).toBe(400);
    for (const actor of ['SPONSOR', 'STUDENT'] as const) {
      expect((await call('GET', pathOf(student.id), actor)).statusCode, actor).toBe(403);
      expect((await record(actor, student.id, { signedOn: '2026-01-01' })).statusCode, actor).toBe(
        403,
      );
      expect((await call('DELETE', pathOf(student.id), actor)).statusCode, actor).toBe(403);
    }
  });

  it('is withdrawn with its document, then 404 when nothing is on file', async () => {
    const fileId = guardianAuthorisationAnswerSchema.parse(
      (await call('GET', pathOf(student.id), 'ADMIN')).json(),
    ).authorisation!.document.fileId;
    expect((await call('DELETE', pathOf(student.id), 'ADMIN')).statusCode).toBe(204);
    expect((await call('GET', pathOf(student.id), 'ADMIN')).json()).toEqual({
      authorisation: null,
    });
    const file = endpointPath(FILE_ENDPOINTS.get, { id: fileId });
    expect((await call('GET', file, 'SUPER_ADMIN')).statusCode).toBe(404);
    expect((await call('DELETE', pathOf(student.id), 'ADMIN')).statusCode).toBe(404);
    expect(await listed('ADMIN', 'missing')).toEqual(
      expect.arrayContaining([student.id, otherStudent.id]),
    );
  });

  it('keeps nothing for a deleted student', async () => {
    expect(
      (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: otherStudent.id }), 'ADMIN'))
        .statusCode,
    ).toBe(204);
    const response = await record('ADMIN', otherStudent.id, { signedOn: '2026-01-01' });
    expect(response.statusCode).toBe(404);
    const [left] = await queryRows<{ n: number }>(
      ctx.database,
      sql`select count(*)::int as n from files where owner_kind = 'guardianAuthorisation' and owner_id = ${otherStudent.id}`,
    );
    expect(left?.n).toBe(0);
  });
});
