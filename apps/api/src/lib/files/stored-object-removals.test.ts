// The bytes of deleted files (migration 0063, stored-object-removals.ts), on the local folder
// (PGlite) and on an S3 bucket (PostgreSQL): deleting a row queues its keys in the same
// transaction (a rolled-back deletion queues nothing); the code that deleted it removes the bytes
// and empties the queue; bytes left behind by a crash between the commit and the store's delete
// are removed by the sweep once the grace period has passed, never before; a failing store keeps
// the key queued; two sweeps at once remove each key once; a key a row names is never deleted.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestFileStore, type TestFileStore } from '../../../test/helpers/test-file-store';
import { samples } from '../../../test/helpers/file-samples';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';
import type { FileStore } from './file-store';
import { createLocalFileStore } from './local-file-store';
import { createS3FileStore } from './s3-file-store';
import { UPLOAD_POLICIES, uploadFromBuffer } from './upload';
import { REMOVAL_BATCH_SIZE, sweepStoredObjectRemovals } from './stored-object-removals';

let ctx: TestContext;
let fileStore: TestFileStore;
let ownerId: number;
/** The store the app uses, opened a second time: what the sweep is given in these tests. */
let store: FileStore;

beforeAll(async () => {
  fileStore = await openTestFileStore();
  ctx = await createTestContext({ env: fileStore.env });
  ownerId = (await ctx.createUser({ role: 'SPONSOR' })).id;
  const { s3, dataDir } = ctx.config;
  store = s3 ? createS3FileStore(s3) : createLocalFileStore(path.join(dataDir, 'uploads'));
});
afterAll(async () => {
  store?.close?.();
  await ctx.close();
  await fileStore.close();
});

/** A stored photo (bytes and thumbnail) with its row; answers its id and both keys. */
async function storePhoto() {
  const file = await ctx.app.files.storeFile({
    upload: uploadFromBuffer('photo.jpg', await samples.jpeg()),
    policy: UPLOAD_POLICIES.photo,
    ownerKind: 'user',
    ownerId,
    purpose: 'attachment',
    createdBy: ownerId,
  });
  const [row] = await queryRows<{ storage_key: string; thumbnail_key: string | null }>(
    ctx.database,
    sql`select storage_key, thumbnail_key from files where id = ${file.id}`,
  );
  const keys = [row!.storage_key, row!.thumbnail_key].filter((key): key is string => !!key);
  expect(keys).toHaveLength(2);
  return { id: file.id, keys };
}

async function isStored(key: string): Promise<boolean> {
  try {
    (await ctx.app.platform.files.openContent(key)).destroy();
    return true;
  } catch {
    return false;
  }
}

const queued = async () =>
  (
    await queryRows<{ storage_key: string }>(
      ctx.database,
      sql`select storage_key from stored_object_removals order by storage_key`,
    )
  ).map((row) => row.storage_key);

/** A crash between the commit and the store: the row goes, nobody deletes the bytes. */
async function deleteRowOnly(id: number) {
  await ctx.database.db.execute(sql`delete from files where id = ${id}`);
}

/** Moves the queued keys back in time past the sweep's grace period. */
async function ageQueue(minutes: number) {
  await ctx.database.db.execute(
    sql`update stored_object_removals
           set queued_at = queued_at - make_interval(mins => ${minutes})`,
  );
}

const sweepDeps = (using: Pick<FileStore, 'delete'> = store) => ({
  db: ctx.database.db,
  store: using,
  log: { warn: () => undefined },
});

describe('the queue of bytes to delete', () => {
  it('queues both keys with the deletion, and nothing when the deletion rolls back', async () => {
    const photo = await storePhoto();
    await ctx.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from files where id = ${photo.id}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await queued()).toEqual([]);
    await deleteRowOnly(photo.id);
    expect(await queued()).toEqual([...photo.keys].sort());
    for (const key of photo.keys) expect(await isStored(key)).toBe(true);
    expect(await ctx.app.files.sweepRemovals()).toBe(0);
    for (const key of photo.keys) expect(await isStored(key), 'within the grace period').toBe(true);
    await ageQueue(11);
    expect(await ctx.app.files.sweepRemovals()).toBe(2);
    for (const key of photo.keys) expect(await isStored(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('is emptied by the code that deleted the row once the bytes are gone', async () => {
    const photo = await storePhoto();
    expect(await ctx.app.files.deleteFile(photo.id)).toBe(true);
    for (const key of photo.keys) expect(await isStored(key)).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('keeps a key while the store fails, and removes it on the next sweep', async () => {
    const photo = await storePhoto();
    await deleteRowOnly(photo.id);
    await ageQueue(11);
    const failing = { delete: () => Promise.reject(new Error('store down')) };
    expect(await sweepStoredObjectRemovals(sweepDeps(failing))).toBe(0);
    expect(await queued()).toEqual([...photo.keys].sort());
    expect(await sweepStoredObjectRemovals(sweepDeps(store))).toBe(2);
    for (const key of photo.keys) expect(await isStored(key)).toBe(false);
  });

  it('never deletes bytes a row names, and drops such a key from the queue', async () => {
    const photo = await storePhoto();
    await ctx.database.db.execute(
      sql`insert into stored_object_removals (storage_key, queued_at)
          values (${photo.keys[0]!}, now() - interval '1 day')`,
    );
    expect(await ctx.app.files.sweepRemovals()).toBe(1);
    expect(await isStored(photo.keys[0]!)).toBe(true);
    expect(await queued()).toEqual([]);
  });

  it('removes each key once when sweeps run at once, over several batches', async () => {
    const photos = [];
    for (let n = 0; n < Math.ceil(REMOVAL_BATCH_SIZE / 2) + 3; n += 1)
      photos.push(await storePhoto());
    for (const photo of photos) await deleteRowOnly(photo.id);
    await ageQueue(11);
    const keys = photos.flatMap((photo) => photo.keys);
    expect(keys.length).toBeGreaterThan(REMOVAL_BATCH_SIZE);
    const deletions: string[] = [];
    const counting = {
      delete: (key: string) => {
        deletions.push(key);
        return store.delete(key);
      },
    };
    const removed = await Promise.all([
      sweepStoredObjectRemovals(sweepDeps(counting)),
      sweepStoredObjectRemovals(sweepDeps(counting)),
    ]);
    expect(removed[0]! + removed[1]!).toBe(keys.length);
    expect(deletions.sort()).toEqual([...keys].sort());
    expect(await queued()).toEqual([]);
    for (const key of keys.slice(0, 5)) expect(await isStored(key)).toBe(false);
  });
});
