// PUT / DELETE /edrocks/api/students/:id/photo and who may load a student's photo: coordinators
// who may edit the student change it; the answers' photoUrl is a signed URL; with a Bearer token
// only those who reach the student (coordinators in scope, the student) get the file.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_ENDPOINTS,
  STUDENT_ENDPOINTS,
  endpointPath,
  studentDetailsSchema,
  studentPageSchema,
  type Role,
  type StudentDetails,
  STUDENT_PATHS,
} from '@portal/shared';
import { students } from '../../db/schema/index';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import {
  bearer,
  createTestContext,
  errorOf,
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

const photoFileId = (url: string | null) => Number(/\/files\/(\d+)/.exec(url ?? '')?.[1]);

function call(method: 'GET' | 'DELETE', url: string, actor: Actor) {
  return ctx.app.inject({ method, url, headers: bearer(tokens[actor]) });
}

async function putPhoto(actor: Actor, studentId: number, data?: Buffer) {
  const body = await multipartBody({
    file: { data: data ?? (await samples.jpeg()), filename: 'foto.jpg', type: 'image/jpeg' },
  });
  return ctx.app.inject({
    method: 'PUT',
    url: endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: studentId }),
    headers: { ...bearer(tokens[actor]), ...body.headers },
    payload: body.payload,
  });
}

function insertVillage(name: string): Promise<number> {
  return createPlace(ctx.database.db, 'village', { name });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const actors = await createActors(ctx, { ...EVERY_ROLE, OTHER_ADMIN: 'ADMIN' });
  tokens = tokensOf(actors);
  userIds = idsOf(actors);
  const village = await insertVillage('Vereda Fotografía');
  const otherVillage = await insertVillage('Vereda Otra');
  const { db } = ctx.database;
  await assignAdmin(db, userIds.ADMIN, { villageIds: [village] });
  await assignAdmin(db, userIds.OTHER_ADMIN, { villageIds: [otherVillage] });
  const created = await ctx.app.inject({
    method: 'POST',
    url: STUDENT_PATHS.students,
    headers: bearer(tokens.SUPER_ADMIN),
    payload: {
      firstName: 'Salomé',
      lastName: 'Giraldo',
      birthdate: '2013-08-09',
      gender: 'female',
      grade: '6-sixth',
      villageId: village,
    },
  });
  student = studentDetailsSchema.parse(created.json());
  await db.execute(
    sql`update ${students} set user_id = ${userIds.STUDENT} where id = ${student.id}`,
  );
});
afterAll(() => ctx.close());

describe('PUT /edrocks/api/students/:id/photo', () => {
  it('lets an admin in scope set the photo, answering a signed URL that loads without a token', async () => {
    const response = await putPhoto('ADMIN', student.id);
    expect(response.statusCode, response.body).toBe(200);
    const details = studentDetailsSchema.parse(response.json());
    expect(details.photoUrl).toMatch(/^\/edrocks\/api\/files\/\d+\?exp=\d+&sid=[\w-]+&sig=[\w-]+$/);
    expect(details.photoFileId).toBe(photoFileId(details.photoUrl));
    const image = await ctx.app.inject({ method: 'GET', url: details.photoUrl ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // The list shows the same photo.
    const page = studentPageSchema.parse(
      (await call('GET', `${STUDENT_PATHS.students}?q=salome`, 'SUPER_ADMIN')).json(),
    );
    expect(photoFileId(page.items[0]?.photoUrl ?? null)).toBe(details.photoFileId);
  });

  it('lets a global admin replace it, and the old file goes', async () => {
    const before = studentDetailsSchema.parse(
      (
        await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN')
      ).json(),
    );
    const response = await putPhoto('GLOBAL_ADMIN', student.id);
    expect(response.statusCode).toBe(200);
    const after = studentDetailsSchema.parse(response.json());
    expect(after.photoFileId).not.toBe(before.photoFileId);
    expect(
      (
        await call(
          'GET',
          endpointPath(FILE_ENDPOINTS.get, { id: before.photoFileId ?? 0 }),
          'SUPER_ADMIN',
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 to admins out of scope and for unknown students, 403 to sponsors and students', async () => {
    const outside = await putPhoto('OTHER_ADMIN', student.id);
    expect(outside.statusCode).toBe(404);
    expect(errorOf(outside).code).toBe('NOT_FOUND');
    expect((await putPhoto('SUPER_ADMIN', 999_999)).statusCode).toBe(404);
    for (const actor of ['SPONSOR', 'STUDENT'] as const)
      expect((await putPhoto(actor, student.id)).statusCode).toBe(403);
  });

  it('refuses a file that is not really a JPEG and keeps the photo there was', async () => {
    const response = await putPhoto('ADMIN', student.id, samples.windowsExecutable());
    expect(response.statusCode).toBe(415);
    const details = studentDetailsSchema.parse(
      (await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'ADMIN')).json(),
    );
    expect(details.photoUrl).not.toBeNull();
  });
});

describe("GET a student's photo with a Bearer token", () => {
  it('serves it to whoever reaches the student, and to nobody else', async () => {
    const details = studentDetailsSchema.parse(
      (
        await call('GET', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN')
      ).json(),
    );
    const plain = endpointPath(FILE_ENDPOINTS.get, { id: details.photoFileId ?? 0 });
    for (const actor of ['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN', 'STUDENT'] as const)
      expect((await call('GET', plain, actor)).statusCode, actor).toBe(200);
    // A sponsor reaches only paired students: none before pairing exists.
    for (const actor of ['OTHER_ADMIN', 'SPONSOR'] as const)
      expect((await call('GET', plain, actor)).statusCode, actor).toBe(404);
  });
});

describe('DELETE /edrocks/api/students/:id/photo', () => {
  it('removes the photo for an admin in scope; others are refused', async () => {
    expect(
      (
        await call(
          'DELETE',
          endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: student.id }),
          'OTHER_ADMIN',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'DELETE',
          endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: student.id }),
          'STUDENT',
        )
      ).statusCode,
    ).toBe(403);
    const response = await call(
      'DELETE',
      endpointPath(STUDENT_ENDPOINTS.setPhoto, { id: student.id }),
      'ADMIN',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: student.id, photoUrl: null, photoFileId: null });
  });

  it('answers 404 once the student is deleted', async () => {
    expect(
      (await call('DELETE', endpointPath(STUDENT_ENDPOINTS.get, { id: student.id }), 'SUPER_ADMIN'))
        .statusCode,
    ).toBe(204);
    expect((await putPhoto('SUPER_ADMIN', student.id)).statusCode).toBe(404);
  });
});
