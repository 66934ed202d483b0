// PUT / DELETE /edrocks/api/me/photo: a real JPEG becomes the user's photo (re-encoded without
// EXIF, with a thumbnail); anything else is refused with a clear, translated 4xx and nothing is
// kept; replacing or removing the photo deletes the old file from the disk.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, UPLOAD_MAX_BYTES, userDataSchema } from '@portal/shared';
import { multipartBody, samples, type MultipartValue } from '../../../test/helpers/file-samples';
import { openTestFileStore, type TestFileStore } from '../../../test/helpers/test-file-store';
import {
  bearer,
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let fileStore: TestFileStore;

beforeAll(async () => {
  fileStore = await openTestFileStore();
  ctx = await createTestContext({ env: fileStore.env });
});
afterAll(async () => {
  await ctx.close();
  await fileStore.close();
});

interface FileDbRow {
  id: number;
  storage_key: string;
  thumbnail_key: string | null;
  original_name: string;
  content_type: string;
  size_bytes: number;
  thumbnail_size_bytes: number | null;
  sha256: string;
  width: number | null;
  height: number | null;
  owner_kind: string;
  owner_id: number;
  purpose: string;
  created_by: number | null;
}

/** Every object in the file store (the local folder's temporary files included). */
const filesOnDisk = () => fileStore.listStored(ctx.config.dataDir);

async function photoRows(userId: number): Promise<FileDbRow[]> {
  return queryRows<FileDbRow>(
    ctx.database,
    sql`select * from files where owner_kind = 'user' and owner_id = ${userId} order by id`,
  );
}

async function photoFileIdOf(userId: number): Promise<number | null> {
  const [row] = await queryRows<{ photo_file_id: number | null }>(
    ctx.database,
    sql`select photo_file_id from users where id = ${userId}`,
  );
  return row?.photo_file_id ?? null;
}

async function putPhoto(
  access: string,
  fields: Record<string, MultipartValue>,
  headers: Record<string, string> = {},
) {
  const body = await multipartBody(fields);
  return ctx.app.inject({
    method: 'PUT',
    url: API.mePhoto,
    headers: { ...bearer(access), ...body.headers, ...headers },
    payload: body.payload,
  });
}

async function signIn(
  role: 'SPONSOR' | 'STUDENT' | 'ADMIN' | 'GLOBAL_ADMIN' | 'SUPER_ADMIN' = 'SPONSOR',
) {
  const user = await ctx.createUser({ role });
  const { access } = await ctx.login(user.email);
  return { user, access };
}

async function download(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

describe('PUT /edrocks/api/me/photo', () => {
  it('sets the photo from a real JPEG: EXIF (GPS) dropped, orientation applied, thumbnail made', async () => {
    const { user, access } = await signIn('STUDENT');
    const original = await samples.jpeg({ width: 600, height: 300, orientation: 6, withGps: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await putPhoto(access, {
      file: { data: original, filename: 'Mi foto.JPG', type: 'image/jpeg' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const data = userDataSchema.parse(response.json());
    expect(data.id).toBe(user.id);
    expect(data.photoUrl).toMatch(/^\/edrocks\/api\/files\/\d+\?exp=\d+&sid=[\w-]+&sig=[\w-]+$/);

    const [row] = await photoRows(user.id);
    expect(row).toMatchObject({
      original_name: 'Mi foto.JPG',
      content_type: 'image/jpeg',
      owner_kind: 'user',
      owner_id: user.id,
      purpose: 'photo',
      created_by: user.id,
      // Orientation 6 turns the 600x300 picture upright: 300x600.
      width: 300,
      height: 600,
    });
    expect(await photoFileIdOf(user.id)).toBe(row?.id);
    expect(await filesOnDisk()).toEqual([row?.storage_key, row?.thumbnail_key].sort());

    // The stored photo, fetched through its signed URL without any token.
    const image = await download(data.photoUrl ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-disposition']).toBe(
      `inline; filename="Mi foto.JPG"; filename*=UTF-8''Mi%20foto.JPG`,
    );
    expect(image.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 300, height: 600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(row?.size_bytes).toBe(image.rawPayload.length);

    const thumb = await download(`${data.photoUrl}&size=thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'jpeg', width: 128, height: 256 });
    expect(thumbMeta.exif).toBeUndefined();
    expect(thumb.rawPayload.length).toBeLessThan(image.rawPayload.length);
    expect(row?.thumbnail_size_bytes).toBe(thumb.rawPayload.length);
  });

  it('gives the photo URL in GET /me and in the sign-in answer', async () => {
    const { user, access } = await signIn();
    expect(
      (await putPhoto(access, { file: { data: await samples.jpeg(), filename: 'a.jpeg' } }))
        .statusCode,
    ).toBe(200);
    const me = userDataSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) })).json(),
    );
    expect(me.photoUrl).toMatch(
      new RegExp(`^/edrocks/api/files/${await photoFileIdOf(user.id)}\\?`),
    );
    const session = await ctx.login(user.email);
    // The same file; each session has its own URL (session-file-urls.test.ts).
    expect(session.data.photoUrl?.split('?')[0]).toBe(me.photoUrl?.split('?')[0]);
    expect((await download(me.photoUrl ?? '')).statusCode).toBe(200);
    expect((await download(session.data.photoUrl ?? '')).statusCode).toBe(200);
  });

  it('replaces the photo: the old file leaves the database and the disk', async () => {
    const { user, access } = await signIn();
    await putPhoto(access, { file: { data: await samples.jpeg(), filename: 'first.jpg' } });
    const [first] = await photoRows(user.id);
    const before = await filesOnDisk();
    expect(before).toContain(first?.storage_key);
    const oldUrl = userDataSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: API.me, headers: bearer(access) })).json(),
    ).photoUrl;

    const response = await putPhoto(access, {
      file: { data: await samples.jpeg({ width: 80 }), filename: 'second.jpg' },
    });
    expect(response.statusCode).toBe(200);
    const rows = await photoRows(user.id);
    expect(rows.map((row) => row.original_name)).toEqual(['second.jpg']);
    expect(await photoFileIdOf(user.id)).toBe(rows[0]?.id);
    const after = await filesOnDisk();
    expect(after).not.toContain(first?.storage_key);
    expect(after).not.toContain(first?.thumbnail_key);
    expect(after).toContain(rows[0]?.storage_key);
    expect(after).toHaveLength(before.length);
    // The old signed URL now finds nothing.
    expect((await download(oldUrl ?? '')).statusCode).toBe(404);
  });

  it('keeps exactly one photo when replacements arrive at the same time', async () => {
    const { user, access } = await signIn();
    const before = await filesOnDisk();
    const responses = await Promise.all(
      [1, 2, 3, 4].map(async (n) =>
        putPhoto(access, {
          file: { data: await samples.jpeg({ width: 40 + n }), filename: `p${n}.jpg` },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await photoRows(user.id);
    expect(rows).toHaveLength(1);
    expect(await photoFileIdOf(user.id)).toBe(rows[0]?.id);
    const added = (await filesOnDisk()).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual([rows[0]?.storage_key, rows[0]?.thumbnail_key].sort());
  });

  it('keeps a path-traversal name only as a harmless name', async () => {
    const { user, access } = await signIn();
    const response = await putPhoto(access, {
      file: { data: await samples.jpeg(), filename: '../../../etc/cron.d/evil.jpg' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await photoRows(user.id);
    expect(row?.original_name).toBe('evil.jpg');
    expect(row?.storage_key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    for (const file of await filesOnDisk()) expect(file).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
  });

  describe('refuses what is not a JPEG photo, keeping nothing and the current photo', () => {
    let user: Awaited<ReturnType<typeof signIn>>['user'];
    let access: string;
    let currentPhoto: number | null;
    let diskBefore: string[];

    beforeAll(async () => {
      ({ user, access } = await signIn());
      await putPhoto(access, { file: { data: await samples.jpeg(), filename: 'keep.jpg' } });
      currentPhoto = await photoFileIdOf(user.id);
      expect(currentPhoto).not.toBeNull();
    });

    async function expectRefused(
      response: Awaited<ReturnType<typeof putPhoto>>,
      status: number,
      code: string,
      message: string,
    ) {
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatchObject({ code, message });
      expect(await photoFileIdOf(user.id)).toBe(currentPhoto);
      expect(await photoRows(user.id)).toHaveLength(1);
      expect(await filesOnDisk()).toEqual(diskBefore);
    }

    beforeAll(async () => {
      diskBefore = await filesOnDisk();
    });

    const onlyJpeg = 'This type of file is not accepted. Accepted types: JPG, JPEG.';

    it.each([
      ['a Windows executable named .jpg', () => samples.windowsExecutable(), 'photo.jpg'],
      ['a Linux executable named .jpg', () => samples.elfExecutable(), 'photo.jpg'],
      ['a PNG named .jpg', () => samples.png(), 'photo.jpg'],
      ['a PDF named .jpg', () => samples.pdf(), 'photo.jpg'],
      ['a text file named .jpeg', () => Buffer.from('hello, I am text'), 'photo.jpeg'],
      ['an MP4 named .jpg', () => samples.mp4(), 'clip.jpg'],
      ['a real PDF', () => samples.pdf(), 'document.pdf'],
      ['a real JPEG named .png', () => samples.jpeg(), 'photo.png'],
      ['a JPEG without an extension', () => samples.jpeg(), 'photo'],
      ['a text file', () => Buffer.from('hello'), 'notes.txt'],
    ])('%s: 415 naming the accepted types', async (_label, make, filename) => {
      const response = await putPhoto(access, { file: { data: await make(), filename } });
      await expectRefused(response, 415, 'UNSUPPORTED_MEDIA_TYPE', onlyJpeg);
    });

    it('says it in Spanish too', async () => {
      const response = await putPhoto(
        access,
        { file: { data: samples.windowsExecutable(), filename: 'photo.jpg' } },
        { 'accept-language': 'es-CO' },
      );
      await expectRefused(
        response,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Este tipo de archivo no se acepta. Tipos aceptados: JPG, JPEG.',
      );
      expect(errorOf(response).messageKey).toBe('errors.fileTypeNotAllowed');
    });

    it('a damaged JPEG that passes the magic-byte check: 415, never 500', async () => {
      const response = await putPhoto(access, {
        file: { data: samples.corruptJpeg(), filename: 'broken.jpg' },
      });
      await expectRefused(
        response,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'This image could not be read. It may be damaged or too large; try another one.',
      );
    });

    it('an empty file: 400 "The file is empty"', async () => {
      const response = await putPhoto(access, {
        file: { data: Buffer.alloc(0), filename: 'empty.jpg' },
      });
      await expectRefused(
        response,
        400,
        'VALIDATION_ERROR',
        'Some fields are not valid. Check them and try again.',
      );
      expect(errorOf(response).issues).toEqual([{ path: 'file', message: 'The file is empty' }]);
    });

    it('over 50 MB: 413 with the limit, and no partial file left', async () => {
      const jpeg = await samples.jpeg();
      const huge = Buffer.alloc(UPLOAD_MAX_BYTES + 1024 * 1024, 0x55);
      jpeg.copy(huge);
      const response = await putPhoto(access, { file: { data: huge, filename: 'huge.jpg' } });
      await expectRefused(
        response,
        413,
        'PAYLOAD_TOO_LARGE',
        'The file is too large. The maximum size is 50 MB.',
      );
    });

    it.each([
      ['no file at all', { note: 'hello' }],
      ['the file in another field', { picture: { data: Buffer.from('x'), filename: 'a.jpg' } }],
      ['text where the file should be', { file: 'not a file' }],
      ['an empty form', {}],
    ] as Array<[string, Record<string, MultipartValue>]>)(
      '%s: 400 "Choose a file to upload"',
      async (_label, fields) => {
        const response = await putPhoto(access, fields);
        await expectRefused(
          response,
          400,
          'VALIDATION_ERROR',
          'Some fields are not valid. Check them and try again.',
        );
        expect(errorOf(response).issues).toEqual([
          { path: 'file', message: 'Choose a file to upload' },
        ]);
      },
    );

    it('a JSON body or a broken multipart body: 4xx with a message', async () => {
      const json = await ctx.app.inject({
        method: 'PUT',
        url: API.mePhoto,
        headers: bearer(access),
        payload: { file: 'photo.jpg' },
      });
      await expectRefused(
        json,
        400,
        'VALIDATION_ERROR',
        'Some fields are not valid. Check them and try again.',
      );
      const broken = await ctx.app.inject({
        method: 'PUT',
        url: API.mePhoto,
        headers: { ...bearer(access), 'content-type': 'multipart/form-data; boundary=xyz' },
        payload:
          '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8',
      });
      await expectRefused(
        broken,
        400,
        'VALIDATION_ERROR',
        'The file did not arrive complete. Try again.',
      );
      const noBoundary = await ctx.app.inject({
        method: 'PUT',
        url: API.mePhoto,
        headers: { ...bearer(access), 'content-type': 'multipart/form-data' },
        payload: 'whatever',
      });
      await expectRefused(
        noBoundary,
        400,
        'VALIDATION_ERROR',
        'Some fields are not valid. Check them and try again.',
      );
    });
  });

  it('needs a signed-in user', async () => {
    const body = await multipartBody({ file: { data: await samples.jpeg(), filename: 'a.jpg' } });
    const response = await ctx.app.inject({
      method: 'PUT',
      url: API.mePhoto,
      headers: body.headers,
      payload: body.payload,
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /edrocks/api/me/photo', () => {
  it('removes the photo from the user, the database and the disk', async () => {
    const { user, access } = await signIn('GLOBAL_ADMIN');
    await putPhoto(access, { file: { data: await samples.jpeg(), filename: 'a.jpg' } });
    const [row] = await photoRows(user.id);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: API.mePhoto,
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    expect(userDataSchema.parse(response.json()).photoUrl).toBeNull();
    expect(await photoFileIdOf(user.id)).toBeNull();
    expect(await photoRows(user.id)).toEqual([]);
    const disk = await filesOnDisk();
    expect(disk).not.toContain(row?.storage_key);
    expect(disk).not.toContain(row?.thumbnail_key);
  });

  it('is harmless without a photo, and needs a signed-in user', async () => {
    const { access } = await signIn();
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: API.mePhoto,
      headers: bearer(access),
    });
    expect(response.statusCode).toBe(200);
    expect(userDataSchema.parse(response.json()).photoUrl).toBeNull();
    expect((await ctx.app.inject({ method: 'DELETE', url: API.mePhoto })).statusCode).toBe(401);
  });
});
