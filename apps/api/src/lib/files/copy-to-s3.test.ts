// `npm run files:copy-to-s3`: the files of DATA_DIR/uploads reach the bucket under the same keys
// (the S3 store then serves them), a second run copies nothing, a run after an interruption
// copies only what is missing, and the command prints its summary.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readText } from '../../../test/helpers/file-store-contract';
import { startTestS3Server, type TestS3Server } from '../../../test/helpers/s3-server';
import { copyUploadsToS3 } from './copy-to-s3';
import { createLocalFileStore } from './local-file-store';
import { createS3Client, createS3FileStore } from './s3-file-store';

const API_ROOT = path.resolve(import.meta.dirname, '../../..');
let server: TestS3Server;
let dataDir: string;
let uploads: string;
let client: ReturnType<typeof createS3Client>;
const contents = new Map<string, Buffer>();

beforeAll(async () => {
  server = await startTestS3Server();
  client = createS3Client(server.settings);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-copy-to-s3-'));
  uploads = path.join(dataDir, 'uploads');
  const local = createLocalFileStore(uploads);
  // One larger than an S3 part, so the copy streams it in several.
  for (const size of [10, 2000, 6 * 1024 * 1024 + 7]) {
    const content = randomBytes(size);
    const { key } = await local.put(Readable.from([content]));
    contents.set(key, content);
  }
  await writeFile(path.join(uploads, 'notes.txt'), 'not an upload');
  await mkdir(path.join(uploads, 'tmp'), { recursive: true });
  await writeFile(path.join(uploads, 'tmp', `${'a'.repeat(32)}.part`), 'half an upload');
});
afterAll(async () => {
  client.destroy();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

const copy = () => copyUploadsToS3({ uploadsDir: uploads, client, bucket: server.settings.bucket });

describe('copying the uploads folder to S3', () => {
  it('copies every upload under its key, and the S3 store serves it', async () => {
    const summary = await copy();
    expect(summary).toMatchObject({ copied: 3, skipped: 0, failed: [], ignored: ['notes.txt'] });
    expect((await server.listKeys()).sort()).toEqual([...contents.keys()].sort());
    const store = createS3FileStore(server.settings);
    try {
      for (const [key, content] of contents) {
        const back: Buffer[] = [];
        for await (const chunk of await store.get(key)) back.push(chunk as Buffer);
        expect(Buffer.concat(back).equals(content)).toBe(true);
      }
    } finally {
      store.close?.();
    }
  });

  it('copies nothing again, and after an interruption only what is missing or different', async () => {
    expect(await copy()).toMatchObject({ copied: 0, skipped: 3, failed: [] });
    const [missing, different] = [...contents.keys()];
    const { bucket } = server.settings;
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: missing }));
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: different, Body: 'stale' }));
    expect(await copy()).toMatchObject({ copied: 2, skipped: 1, failed: [] });
    const store = createS3FileStore(server.settings);
    try {
      expect(await readText(await store.get(different as string))).toBe(
        contents.get(different as string)?.toString(),
      );
    } finally {
      store.close?.();
    }
  });

  it('runs as npm run files:copy-to-s3 and prints its summary', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/lib/files/copy-to-s3-cli.ts'],
      { cwd: API_ROOT, env: { ...process.env, ...server.env, DATA_DIR: dataDir } },
    );
    expect(stdout).toContain(
      'Copied 0 file(s) (0.0 MB), skipped 3 already in the bucket, 0 failed.',
    );
    expect(stdout).toContain('notes.txt');
  });

  it('says so and fails when S3 is not configured', async () => {
    const run = promisify(execFile);
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', 'src/lib/files/copy-to-s3-cli.ts'],
      { cwd: API_ROOT, env: { ...process.env, DATA_DIR: dataDir } },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('S3_BUCKET') });
  });
});
