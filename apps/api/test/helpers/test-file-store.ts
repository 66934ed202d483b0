// The file store the files module's tests run on: the local folder on api-pglite (the default
// setup), an S3 bucket on a local s3rver on api-postgres (the several-hosts setup, decision 046),
// so the same tests hold for both stores without running twice.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Env } from '../../src/config';
import { startTestS3Server } from './s3-server';

export interface TestFileStore {
  kind: 'local' | 's3';
  /** Settings for createTestContext({ env }). */
  env: Env;
  /** Every object the store holds (for the local folder: every file, temporary ones included). */
  listStored(dataDir: string): Promise<string[]>;
  /** S3 only: the bucket stops answering until the returned function is called. */
  takeDown?(): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

export async function openTestFileStore(): Promise<TestFileStore> {
  if (process.env.TEST_DB !== 'postgres') {
    return {
      kind: 'local',
      env: {},
      listStored: async (dataDir) => (await filesUnder(path.join(dataDir, 'uploads'))).sort(),
      close: async () => undefined,
    };
  }
  const server = await startTestS3Server();
  return {
    kind: 's3',
    env: server.env,
    listStored: async () => (await server.listKeys()).sort(),
    async takeDown() {
      await server.stop();
      return () => server.start();
    },
    close: () => server.close(),
  };
}
