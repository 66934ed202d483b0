// A person's ZIP streams: when the file store fails half-way through a file (a bucket gone, a
// disk error), that answer is cut short (the download fails rather than completing or hanging),
// the failure is logged, and the process keeps serving, the next export included. The files are
// read through the FileStore: the local folder on api-pglite, an S3 bucket on api-postgres.
import { PassThrough, type Readable } from 'node:stream';
import JSZip from 'jszip';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { API, PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { createActor, type Actor } from '../../../test/helpers/fixtures';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { openTestFileStore, type TestFileStore } from '../../../test/helpers/test-file-store';

let ctx: TestContext;
let fileStore: TestFileStore;
let sponsor: Actor;
let baseUrl: string;
const logLines: string[] = [];

beforeAll(async () => {
  fileStore = await openTestFileStore();
  ctx = await createTestContext({
    env: { ...fileStore.env, LOG_LEVEL: 'error' },
    logStream: { write: (line: string) => logLines.push(line) },
  });
  sponsor = await createActor(ctx, 'SPONSOR');
  const form = await multipartBody({
    file: { data: await samples.jpeg(), filename: 'me.jpg', type: 'image/jpeg' },
  });
  const uploaded = await sponsor.request('PUT', API.mePhoto, form.payload, form.headers);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await fileStore?.close();
});

/** A stored file whose reading fails after its first bytes. */
function failingHalfWay(): Readable {
  const stream = new PassThrough();
  stream.write(Buffer.alloc(64 * 1024, 0x42));
  setTimeout(() => stream.destroy(new Error('the bucket stopped answering')), 20);
  return stream;
}

function exportMine(): Promise<Response> {
  return fetch(`${baseUrl}${PERSON_EXPORT_ENDPOINTS.me.path}`, {
    headers: { authorization: `Bearer ${sponsor.token}` },
  });
}

it('cuts the answer short, logs the failure and keeps serving', async () => {
  const openContent = vi
    .spyOn(ctx.app.files, 'openContent')
    .mockImplementation(async () => failingHalfWay());
  try {
    const response = await exportMine();
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    expect(openContent).toHaveBeenCalled();
  } finally {
    openContent.mockRestore();
  }
  const alive = await fetch(`${baseUrl}/healthz`);
  expect(alive.status).toBe(200);
  expect(logLines.join('\n')).toContain('the bucket stopped answering');

  // The next export, with the store back, is whole and holds the photo.
  const response = await exportMine();
  expect(response.status).toBe(200);
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  const photo = await zip.file('files/account-photo.jpg')?.async('nodebuffer');
  expect(photo?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
});
