// A file asked while the S3 bucket does not answer: 503 (translated), not 404, and served again
// once the bucket is back. The S3 store is the file store of the api-postgres project
// (test/helpers/test-file-store.ts); a local folder has no outage to fake, so this file runs there only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FILE_ENDPOINTS, endpointPath, formatMessage } from '@portal/shared';
import { multipartBody, samples } from '../../../test/helpers/file-samples';
import { openTestFileStore, type TestFileStore } from '../../../test/helpers/test-file-store';
import {
  bearer,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let fileStore: TestFileStore;
let access: string;
let photoId: number;

beforeAll(async () => {
  fileStore = await openTestFileStore();
  if (!fileStore.takeDown)
    throw new Error('This file needs the S3 store of the api-postgres project');
  ctx = await createTestContext({ env: fileStore.env });
  const user = await ctx.createUser({ role: 'SPONSOR' });
  ({ access } = await ctx.login(user.email));
  const body = await multipartBody({ file: { data: await samples.jpeg(), filename: 'me.jpg' } });
  const response = await ctx.app.inject({
    method: 'PUT',
    url: API.mePhoto,
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(200);
  const photoUrl = (response.json() as { photoUrl: string }).photoUrl;
  photoId = Number(/files\/(\d+)\?/.exec(photoUrl)?.[1]);
});
afterAll(async () => {
  await ctx?.close();
  await fileStore?.close();
});

describe('a file while the bucket does not answer', () => {
  it('answers 503, not 404, and serves the file again after', async () => {
    const url = endpointPath(FILE_ENDPOINTS.get, { id: photoId });
    const bringBack = await fileStore.takeDown!();
    try {
      const answer = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(access), 'accept-language': 'es-CO' },
      });
      expect(answer.statusCode).toBe(503);
      expect(errorOf(answer)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: formatMessage('es-CO', 'errors.serviceUnavailable'),
      });
    } finally {
      await bringBack();
    }
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(access) })).statusCode).toBe(
      200,
    );
  });
});
