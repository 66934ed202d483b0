// Uploads stream to a private temporary file while they are checked: ten simultaneous 49 MB
// photo uploads grow the process's memory by at most 100 MB (they used to be held whole, which
// took it from 470 MB to over 1 GB), and no temporary file is left, whatever the outcome.
import { createReadStream } from 'node:fs';
import http from 'node:http';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type AuthResponse } from '@portal/shared';
import { samples } from '../../../test/helpers/file-samples';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

const MEGABYTE = 1024 * 1024;
let ctx: TestContext;
let baseUrl = '';
let session: AuthResponse;
let workDir = '';
let bigPhoto = '';

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const user = await ctx.createUser();
  session = await ctx.login(user.email);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'portal-upload-memory-'));
  // A real photo followed by 49 MB the decoder skips (after the end-of-image marker).
  bigPhoto = path.join(workDir, 'big.jpg');
  const photo = await samples.jpeg({ width: 640, height: 480 });
  await writeFile(bigPhoto, Buffer.concat([photo, Buffer.alloc(49 * MEGABYTE - photo.length, 7)]));
});
afterAll(async () => {
  await ctx.close();
  await rm(workDir, { recursive: true, force: true });
});

/**
 * A multipart PUT streamed from disk by a plain HTTP request (fetch's FormData would read the
 * whole file into this process's memory first and spoil the measurement).
 */
async function upload(file: string, name = 'photo.jpg'): Promise<{ status: number }> {
  const boundary = `----portal${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const { size } = await stat(file);
  const url = new URL(`${baseUrl}${API.mePhoto}`);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${session.access}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0 }));
      },
    );
    request.on('error', reject);
    request.write(head);
    const content = createReadStream(file);
    content.on('error', reject);
    content.on('end', () => request.end(tail));
    content.pipe(request, { end: false });
  });
}

async function leftoverTemporaryFiles(): Promise<string[]> {
  const tmp = path.join(ctx.config.dataDir, 'tmp');
  return readdir(tmp).catch(() => []);
}

describe('large uploads', () => {
  it('grows memory by at most 100 MB for ten parallel 49 MB photos', async () => {
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      const responses = await Promise.all(Array.from({ length: 10 }, () => upload(bigPhoto)));
      for (const response of responses) expect(response.status).toBe(200);
    } finally {
      clearInterval(sampler);
    }
    expect((peak - baseline) / MEGABYTE).toBeLessThan(100);
    expect(await leftoverTemporaryFiles()).toEqual([]);
  });

  it('leaves no temporary file after a refused upload', async () => {
    const broken = path.join(workDir, 'broken.jpg');
    await writeFile(broken, samples.corruptJpeg());
    const response = await upload(broken);
    expect(response.status).toBe(415);
    expect(await leftoverTemporaryFiles()).toEqual([]);
  });
});
