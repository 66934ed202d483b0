// GET /edrocks/api/files/:id and the upload service for every accepted kind. A file is served
// only to whoever the owner kind's rule allows (Bearer) or through a valid signed URL; everyone
// else gets 404 (401 without any credential). PDF and MP4 are stored as sent, checked by content.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  FILE_ENDPOINTS,
  endpointPath,
  formatMessage,
  type MessageKey,
  type Role,
} from '@portal/shared';
import { ManualClock } from '../../../test/helpers/clock';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { openTestFileStore, type TestFileStore } from '../../../test/helpers/test-file-store';
import {
  bearer,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';
import { FILE_URL_TTL_MS } from '../../lib/files/file-urls';
import { UPLOAD_POLICIES, uploadFromBuffer, type UploadPolicy } from '../../lib/files/upload';

const clock = new ManualClock();
let ctx: TestContext;
let fileStore: TestFileStore;
let owner: { id: number; email: string; access: string };
let photoId: number;
let photoUrl: string;

async function signIn(role: Role) {
  const user = await ctx.createUser({ role });
  const { access } = await ctx.login(user.email);
  return { id: user.id, email: user.email, access };
}

/** Every object in the file store (the local folder's temporary files included). */
const filesOnDisk = () => fileStore.listStored(ctx.config.dataDir);

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers });

function storeAttachment(
  filename: string,
  data: Buffer,
  ownerKind: 'user' | 'letter' = 'user',
  policy: UploadPolicy = UPLOAD_POLICIES.attachment,
) {
  return ctx.app.files.storeFile({
    upload: uploadFromBuffer(filename, data),
    policy,
    ownerKind,
    ownerId: owner.id,
    purpose: 'attachment',
    createdBy: owner.id,
  });
}

beforeAll(async () => {
  fileStore = await openTestFileStore();
  ctx = await createTestContext({ clock, env: fileStore.env });
  owner = await signIn('SPONSOR');
  const body = await multipartBody({ file: { data: await samples.jpeg(), filename: 'me.jpg' } });
  const response = await ctx.app.inject({
    method: 'PUT',
    url: API.mePhoto,
    headers: { ...bearer(owner.access), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  photoUrl = (response.json() as { photoUrl: string }).photoUrl;
  photoId = Number(/files\/(\d+)\?/.exec(photoUrl)?.[1]);
});
afterAll(async () => {
  await ctx.close();
  await fileStore.close();
});

describe('GET /edrocks/api/files/:id with a Bearer token', () => {
  it.each([
    ['the owner', 'SELF', 200],
    ['a super admin', 'SUPER_ADMIN', 200],
    ['a global admin', 'GLOBAL_ADMIN', 200],
    ['an admin (no access to all users)', 'ADMIN', 404],
    ['another sponsor', 'SPONSOR', 404],
    ['a student', 'STUDENT', 404],
  ] as const)('%s: %i', async (_label, who, status) => {
    const { access } = who === 'SELF' ? owner : await signIn(who);
    for (const url of [
      endpointPath(FILE_ENDPOINTS.get, { id: photoId }),
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?size=thumb`,
    ]) {
      const response = await get(url, bearer(access));
      expect(response.statusCode).toBe(status);
      if (status === 200) {
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('private, no-cache');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      } else {
        expect(errorOf(response)).toMatchObject({
          code: 'NOT_FOUND',
          message: 'We could not find what you asked for.',
        });
      }
    }
  });

  it('answers 401 without a token or with a bad one, 404 for unknown ids, 400 for bad input', async () => {
    expect((await get(endpointPath(FILE_ENDPOINTS.get, { id: photoId }))).statusCode).toBe(401);
    expect(
      (await get(endpointPath(FILE_ENDPOINTS.get, { id: photoId }), bearer('not.a.token')))
        .statusCode,
    ).toBe(401);
    const admin = await signIn('SUPER_ADMIN');
    expect(
      (await get(endpointPath(FILE_ENDPOINTS.get, { id: 2_000_000_000 }), bearer(admin.access)))
        .statusCode,
    ).toBe(404);
    for (const url of [
      '/edrocks/api/files/abc',
      '/edrocks/api/files/-1',
      '/edrocks/api/files/99999999999',
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?size=huge`,
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?exp=soon&sig=x`,
    ]) {
      const response = await get(url, bearer(admin.access));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('revalidates with the ETag (304) and answers HEAD without a body', async () => {
    const first = await get(
      endpointPath(FILE_ENDPOINTS.get, { id: photoId }),
      bearer(owner.access),
    );
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await get(endpointPath(FILE_ENDPOINTS.get, { id: photoId }), {
      ...bearer(owner.access),
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await get(
      endpointPath(FILE_ENDPOINTS.get, { id: photoId }),
      bearer(owner.access),
      'HEAD',
    );
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(first.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('GET /edrocks/api/files/:id with a signed URL', () => {
  it('serves the file and its thumbnail to anyone holding a valid URL, no token needed', async () => {
    const response = await get(photoUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect((await get(`${photoUrl}&size=thumb`)).statusCode).toBe(200);
  });

  it('refuses a tampered, moved, half or expired signature with 404', async () => {
    const url = new URL(photoUrl, 'http://portal.test');
    const exp = url.searchParams.get('exp') ?? '';
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?exp=${exp}&sig=${tampered}`,
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?exp=${Number(exp) + 900}&sig=${sig}`,
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId + 1 })}?exp=${exp}&sig=${sig}`,
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?sig=${sig}`,
      `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?exp=${exp}`,
    ]) {
      const response = await get(bad);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    // A valid signature does not need a token, and a wrong one is not rescued by a token.
    expect(
      (
        await get(
          `${endpointPath(FILE_ENDPOINTS.get, { id: photoId })}?exp=${exp}&sig=${tampered}`,
          bearer(owner.access),
        )
      ).statusCode,
    ).toBe(404);

    clock.advance(FILE_URL_TTL_MS + 16 * 60 * 1000);
    expect((await get(photoUrl)).statusCode).toBe(404);
    // The owner's access token expired with the jump too: sign in again for the tests below.
    owner.access = (await ctx.login(owner.email)).access;
  });
});

describe('the upload service for PDF and MP4 (letters, agreements)', () => {
  it('stores a PDF as sent and serves it inline with a safe name, to the owner only', async () => {
    const data = samples.pdf();
    const file = await storeAttachment('Carta de José (final) 100%.pdf', data);
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      sizeBytes: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      originalName: 'Carta de José (final) 100%.pdf',
      thumbnailKey: null,
    });
    const response = await get(
      endpointPath(FILE_ENDPOINTS.get, { id: file.id }),
      bearer(owner.access),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Carta de Jos_ (final) 100_.pdf"; filename*=UTF-8''Carta%20de%20Jos%C3%A9%20%28final%29%20100%25.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(data)).toBe(true);
    // No thumbnail for a PDF.
    expect(
      (
        await get(
          `${endpointPath(FILE_ENDPOINTS.get, { id: file.id })}?size=thumb`,
          bearer(owner.access),
        )
      ).statusCode,
    ).toBe(404);
    const stranger = await signIn('SPONSOR');
    expect(
      (await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), bearer(stranger.access)))
        .statusCode,
    ).toBe(404);
  });

  it('stores an MP4 and serves byte ranges for video players', async () => {
    const data = samples.mp4();
    const file = await storeAttachment('clip.mp4', data);
    expect(file.contentType).toBe('video/mp4');
    const full = await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), bearer(owner.access));
    expect(full.statusCode).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload.equals(data)).toBe(true);

    const part = await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), {
      ...bearer(owner.access),
      range: 'bytes=4-11',
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${data.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');

    const tail = await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), {
      ...bearer(owner.access),
      range: 'bytes=-4',
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(data.subarray(data.length - 4))).toBe(true);

    for (const range of ['bytes=500-600', 'bytes=9-3', 'items=0-1', 'bytes=0-1,4-5']) {
      const ignored = await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), {
        ...bearer(owner.access),
        range,
      });
      expect(ignored.statusCode).toBe(200);
      expect(ignored.rawPayload.length).toBe(data.length);
    }
  });

  it.each([
    [
      'a PDF named .jpg',
      'scan.jpg',
      () => samples.pdf(),
      'The content of this file does not match its name (.jpg). Accepted types: JPG, JPEG, PDF, MP4.',
    ],
    [
      'an MP4 named .pdf',
      'letter.pdf',
      () => samples.mp4(),
      'The content of this file does not match its name (.pdf). Accepted types: JPG, JPEG, PDF, MP4.',
    ],
    [
      'an executable named .pdf',
      'letter.pdf',
      () => samples.windowsExecutable(),
      'This type of file is not accepted. Accepted types: JPG, JPEG, PDF, MP4.',
    ],
    [
      'a QuickTime movie named .mp4',
      'movie.mp4',
      () => samples.quickTime(),
      'This type of file is not accepted. Accepted types: JPG, JPEG, PDF, MP4.',
    ],
    [
      'an ELF named .mp4',
      'movie.mp4',
      () => samples.elfExecutable(),
      'This type of file is not accepted. Accepted types: JPG, JPEG, PDF, MP4.',
    ],
    [
      'a .docx',
      'letter.docx',
      () => Buffer.from('PK\u0003\u0004 not really'),
      'This type of file is not accepted. Accepted types: JPG, JPEG, PDF, MP4.',
    ],
  ])('refuses %s with 415 and keeps nothing', async (_label, filename, make, message) => {
    const before = await filesOnDisk();
    const error = await storeAttachment(filename, make()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 });
    const refusal = error as { messageKey: MessageKey; params: Record<string, string> };
    expect(formatMessage('en-US', refusal.messageKey, refusal.params)).toBe(message);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('refuses more than the policy allows even without the multipart limit', async () => {
    const before = await filesOnDisk();
    const small = { ...UPLOAD_POLICIES.attachment, maxBytes: 100 };
    const data = Buffer.concat([samples.pdf(), Buffer.alloc(200, 0x20)]);
    await expect(storeAttachment('big.pdf', data, 'user', small)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      params: { maxMb: 0 },
    });
    expect(await filesOnDisk()).toEqual(before);
  });

  it('serves files of an owner kind nobody registered only through signed URLs', async () => {
    const file = await storeAttachment('orphan.pdf', samples.pdf(), 'letter');
    const admin = await signIn('SUPER_ADMIN');
    expect(
      (await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), bearer(admin.access)))
        .statusCode,
    ).toBe(404);
    expect((await get(ctx.app.files.urls.signedFileUrl(file.id))).statusCode).toBe(200);
  });

  it('replacePhoto/removePhoto refuse with 404 whoever may not change the record, keeping nothing', async () => {
    const before = await filesOnDisk();
    const stranger = await signIn('SPONSOR');
    const auth = {
      userId: stranger.id,
      role: 'SPONSOR' as const,
      access: 'all' as const,
      sessionId: '00000000-0000-4000-8000-000000000000',
    };
    for (const target of [
      { ownerKind: 'user' as const, ownerId: owner.id },
      { ownerKind: 'letter' as const, ownerId: 1 },
    ]) {
      const file = uploadFromBuffer('a.jpg', await samples.jpeg());
      await expect(ctx.app.files.replacePhoto({ ...target, file, auth })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(ctx.app.files.removePhoto({ ...target, auth })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await filesOnDisk()).toEqual(before);
    expect(
      (await get(endpointPath(FILE_ENDPOINTS.get, { id: photoId }), bearer(owner.access)))
        .statusCode,
    ).toBe(200);
  });

  it('deletes a file: row and bytes', async () => {
    const file = await storeAttachment('gone.pdf', samples.pdf());
    expect(await filesOnDisk()).toContain(file.storageKey);
    expect(await ctx.app.files.deleteFile(file.id)).toBe(true);
    expect(await ctx.app.files.deleteFile(file.id)).toBe(false);
    expect(await filesOnDisk()).not.toContain(file.storageKey);
    expect(
      (await get(endpointPath(FILE_ENDPOINTS.get, { id: file.id }), bearer(owner.access)))
        .statusCode,
    ).toBe(404);
  });
});
