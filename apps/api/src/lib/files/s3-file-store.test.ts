// The FileStore in an S3-compatible bucket, against a local S3 server: the contract every store
// keeps, multipart uploads of large streams, nothing left of a large stream that fails, and a
// readiness probe that fails while the store is down.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeFileStoreContract,
  failingStream,
} from '../../../test/helpers/file-store-contract';
import { startTestS3Server, type TestS3Server } from '../../../test/helpers/s3-server';
import { createS3FileStore } from './s3-file-store';

const MEGABYTE = 1024 * 1024;

describeFileStoreContract('S3 bucket', async () => {
  const server = await startTestS3Server();
  const store = createS3FileStore(server.settings);
  return {
    store,
    listEverything: () => server.listKeys(),
    close: async () => {
      store.close?.();
      await server.close();
    },
  };
});

describe('S3 file store', () => {
  let server: TestS3Server;
  let store: ReturnType<typeof createS3FileStore>;
  beforeAll(async () => {
    server = await startTestS3Server();
    store = createS3FileStore(server.settings);
  });
  afterAll(async () => {
    store.close?.();
    await server.close();
  });

  it('stores a stream larger than a part in several parts, byte for byte', async () => {
    const content = randomBytes(12 * MEGABYTE + 123);
    const chunks = Array.from({ length: Math.ceil(content.length / (64 * 1024)) }, (_, index) =>
      content.subarray(index * 64 * 1024, (index + 1) * 64 * 1024),
    );
    const stored = await store.put(Readable.from(chunks));
    expect(stored.size).toBe(content.length);
    const back: Buffer[] = [];
    for await (const chunk of await store.get(stored.key)) back.push(chunk as Buffer);
    expect(Buffer.concat(back).equals(content)).toBe(true);
    const tail: Buffer[] = [];
    const range = { start: content.length - 10, end: content.length - 1 };
    for await (const chunk of await store.get(stored.key, range)) tail.push(chunk as Buffer);
    expect(Buffer.concat(tail).equals(content.subarray(range.start))).toBe(true);
    await store.delete(stored.key);
  });

  it('holds a few parts in memory, not the whole stream (64 MB)', async () => {
    const total = 64 * MEGABYTE;
    const sampleEvery = 4 * MEGABYTE;
    // Memory still referenced after a full collection: what the store holds, not the garbage
    // its copies leave (process RSS rises with that until the collector runs).
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const live = () => {
      collect();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const baseline = live();
    let peak = baseline;
    let produced = 0;
    // Made as it is read, so only what the store keeps stays in memory; measured every 4 MB of
    // reading (by progress, not by a timer: a timer's full collections can starve the upload on a
    // busy machine, or miss the peak on a quiet one).
    const lazy = new Readable({
      read() {
        if (produced >= total) return void this.push(null);
        produced += 256 * 1024;
        if (produced % sampleEvery === 0) peak = Math.max(peak, live());
        this.push(Buffer.alloc(256 * 1024, produced % 251));
      },
    });
    const stored = await store.put(lazy);
    expect(stored.size).toBe(total);
    await store.delete(stored.key);
    // Two parts in flight and one filling are 15 MB; the whole stream would be 64 MB.
    expect((peak - baseline) / MEGABYTE).toBeLessThan(40);
  });

  it('keeps nothing of a large stream that fails after some parts were sent', async () => {
    const before = await server.listKeys();
    await expect(store.put(failingStream(11 * MEGABYTE))).rejects.toThrow('client went away');
    expect(await server.listKeys()).toEqual(before);
  });

  it('is not ready while the store does not answer, and ready again when it does', async () => {
    await server.stop();
    try {
      await expect(store.ping()).rejects.toThrow();
    } finally {
      await server.start();
    }
    await expect(store.ping()).resolves.toBeUndefined();
  });
});
