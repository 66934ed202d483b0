// /healthz answers while the process lives; /readyz only while the database and the file store
// (the local folder, or the S3 bucket) answer.
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@portal/shared';
import { startTestS3Server } from '../../../test/helpers/s3-server';
import {
  buildTestApp,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('answers /healthz and /readyz with ok', async () => {
    for (const url of [API.health, API.ready]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });

  it('answers /readyz 503 when the database does not answer, /healthz still 200', async () => {
    // The route holds the handle's ping: make the database itself fail under it.
    const execute = ctx.database.db.execute.bind(ctx.database.db);
    ctx.database.db.execute = (() =>
      Promise.reject(new Error('database down'))) as unknown as typeof execute;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: API.ready });
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready).code).toBe('SERVICE_UNAVAILABLE');
      expect((await ctx.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
    } finally {
      ctx.database.db.execute = execute;
    }
  });

  it('answers /readyz 503 when the uploads folder cannot be used', async () => {
    const uploads = path.join(ctx.config.dataDir, 'uploads');
    await rm(uploads, { recursive: true, force: true });
    await writeFile(uploads, 'a file where the folder should be');
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: API.ready });
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await rm(uploads, { force: true });
    }
    expect((await ctx.app.inject({ method: 'GET', url: API.ready })).statusCode).toBe(200);
  });

  it('answers /readyz 503, translated, while the S3 bucket does not answer', async () => {
    const s3 = await startTestS3Server();
    const app = await buildTestApp(ctx.database, { env: s3.env });
    try {
      expect((await app.app.inject({ method: 'GET', url: API.ready })).statusCode).toBe(200);
      await s3.stop();
      const ready = await app.app.inject({
        method: 'GET',
        url: API.ready,
        headers: { 'accept-language': 'es-CO' },
      });
      expect(ready.statusCode).toBe(503);
      expect(errorOf(ready)).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: MESSAGES['es-CO']['errors.serviceUnavailable'],
      });
      expect((await app.app.inject({ method: 'GET', url: API.health })).statusCode).toBe(200);
      await s3.start();
      expect((await app.app.inject({ method: 'GET', url: API.ready })).statusCode).toBe(200);
    } finally {
      await app.close();
      await s3.close();
    }
  });

  it('serves the OpenAPI description and its UI at /docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining([API.auth, API.lists, API.me, API.recovery]));
    const ui = await ctx.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(String(ui.headers['content-security-policy'])).not.toContain(
      'upgrade-insecure-requests',
    );
  });
});
