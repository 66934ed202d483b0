// Signed file URLs belong to the session they were handed to (decisions/004): each session gets
// its own, a URL stops working when its session signs out (also one copied out of the browser),
// and another session's URLs of the same file keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, userDataSchema, type StudentPage, STUDENT_PATHS } from '@portal/shared';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { createActor, createPlace } from '../../../test/helpers/fixtures';
import { bearer, createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { insertStudent } from '../students/students.service';

let ctx: TestContext;

beforeAll(async () => {
  // With the students list's kept pages, which must not hand one session's URLs to another.
  ctx = await createTestContext({ cachePages: true });
});
afterAll(async () => {
  await ctx.close();
});

async function photoUrlOf(access: string): Promise<string> {
  const me = await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) });
  const url = userDataSchema.parse(me.json()).photoUrl;
  if (!url) throw new Error('no photo');
  return url;
}

const download = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('signed file URLs and sessions', () => {
  it('work while their session is live and stop at its sign-out, not at another session’s', async () => {
    const user = await ctx.createUser({ role: 'SPONSOR' });
    const phone = await ctx.login(user.email);
    const body = await multipartBody({ file: { data: await samples.jpeg(), filename: 'a.jpg' } });
    const upload = await ctx.app.inject({
      method: 'PUT',
      url: API.mePhoto,
      headers: { ...bearer(phone.access), ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const laptop = await ctx.login(user.email);

    const phoneUrl = await photoUrlOf(phone.access);
    const laptopUrl = await photoUrlOf(laptop.access);
    // The same file, a URL per session (the sign-in answer's is the session's too).
    expect(phoneUrl).not.toBe(laptopUrl);
    expect(laptop.data.photoUrl).toMatch(/&sid=[\w-]+&/);
    expect((await download(phoneUrl)).statusCode).toBe(200);
    expect((await download(laptopUrl)).statusCode).toBe(200);
    expect((await download(laptop.data.photoUrl ?? '')).statusCode).toBe(200);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      headers: bearer(phone.access),
      payload: { refresh: phone.refresh },
    });
    expect(logout.statusCode, logout.body).toBeLessThan(300);
    // Copied out of the signed-out phone, the URL and its thumbnail no longer open.
    expect((await download(phoneUrl)).statusCode).toBe(404);
    expect((await download(`${phoneUrl}&size=thumb`)).statusCode).toBe(404);
    expect((await download(laptopUrl)).statusCode).toBe(200);
  });

  it('cannot be moved to another session: the session is signed with the file', async () => {
    const user = await ctx.createUser({ role: 'SPONSOR' });
    const first = await ctx.login(user.email);
    const body = await multipartBody({ file: { data: await samples.jpeg(), filename: 'b.jpg' } });
    await ctx.app.inject({
      method: 'PUT',
      url: API.mePhoto,
      headers: { ...bearer(first.access), ...body.headers },
      payload: body.payload,
    });
    const other = await ctx.login((await ctx.createUser({ role: 'SPONSOR' })).email);
    const url = await photoUrlOf(first.access);
    const otherSession = JSON.parse(
      Buffer.from(other.access.split('.')[1]!, 'base64url').toString(),
    ) as { sid?: string; sessionId?: string };
    const otherId = otherSession.sid ?? otherSession.sessionId;
    expect(otherId).toBeDefined();
    const moved = url.replace(/sid=[\w-]+/, `sid=${otherId}`);
    expect(moved).not.toBe(url);
    expect((await download(moved)).statusCode).toBe(404);
    // Without a session, the signature no longer matches either.
    expect((await download(url.replace(/&sid=[\w-]+/, ''))).statusCode).toBe(404);
  });

  it('keeps a list page with photos for its session, never handing its URLs to another', async () => {
    const village = await createPlace(ctx.database.db, 'village', { name: 'Vereda Foto' });
    const studentId = await insertStudent(
      ctx.database.db,
      { firstName: 'Ana', lastName: 'Foto', villageId: village, schoolId: null, grade: null },
      new Date(),
    );
    const director = await createActor(ctx, 'SUPER_ADMIN');
    const global = await createActor(ctx, 'GLOBAL_ADMIN');
    const body = await multipartBody({ file: { data: await samples.jpeg(), filename: 'c.jpg' } });
    const photo = await ctx.app.inject({
      method: 'PUT',
      url: STUDENT_PATHS.studentPhoto.replace(':id', String(studentId)),
      headers: { ...bearer(director.token), ...body.headers },
      payload: body.payload,
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoOf = async (token: string) => {
      const list = await ctx.app.inject({
        method: 'GET',
        url: `${STUDENT_PATHS.students}?q=Foto`,
        headers: bearer(token),
      });
      const item = list.json<StudentPage>().items.find((student) => student.id === studentId);
      return item?.photoUrl ?? '';
    };
    const directorUrl = await photoOf(director.token);
    expect(await photoOf(director.token)).toBe(directorUrl);
    const globalUrl = await photoOf(global.token);
    expect(globalUrl).not.toBe(directorUrl);
    await ctx.app.inject({
      method: 'POST',
      url: API.logout,
      headers: bearer(director.token),
      payload: { refresh: director.session.refresh },
    });
    expect((await download(directorUrl)).statusCode).toBe(404);
    expect((await download(globalUrl)).statusCode).toBe(200);
  });
});
