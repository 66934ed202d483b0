// A local S3-compatible server for the tests (s3rver: the S3 API over a folder, in this process,
// on the loopback), with one empty bucket. Never the internet.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { Env } from '../../src/config';
import { createS3Client } from '../../src/lib/files/s3-file-store';
import type { S3Settings } from '../../src/lib/files/s3-settings';

export interface TestS3Server {
  settings: S3Settings;
  /** The same settings as the API reads them from the environment. */
  env: Env;
  /** Every key in the bucket. */
  listKeys(): Promise<string[]>;
  /** Stops answering (the store is down) until start() again, keeping the objects. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'portal-test'): Promise<TestS3Server> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'portal-s3-'));
  const makeServer = (port: number) =>
    new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = makeServer(0);
  const { port } = await server.run();
  let isRunning = true;
  // s3rver's fixed development keys.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    settings,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: settings.endpoint,
      S3_REGION: settings.region,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async listKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((entry) => entry.Key as string));
        token = page.NextContinuationToken;
      } while (token);
      return keys;
    },
    async stop() {
      if (isRunning) await server.close();
      isRunning = false;
    },
    async start() {
      if (isRunning) return;
      server = makeServer(port);
      await server.run();
      isRunning = true;
    },
    async close() {
      client.destroy();
      if (isRunning) await server.close();
      isRunning = false;
      await rm(folder, { recursive: true, force: true });
    },
  };
}
