// A module's declared change topic: at start its missing triggers are made, once, and a change to
// any of its tables reaches the topic's listeners through the change feed; a name that is not a
// plain identifier, a topic declared twice and a topic with no table stop the start.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BEFORE_THE_VERSION_CHECK_MS, eventually } from '../../test/helpers/eventually';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db';
import { startChangeFeed, type ChangeFeed } from './change-feed';
import { syncChangeTriggers } from './change-triggers';

let database: TestDatabase;
let feed: ChangeFeed;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await feed?.close();
  await database.drop();
});

describe('declared change topics', () => {
  it('creates the missing triggers once, and a change to a declared table notifies the topic', async () => {
    const { db } = database.handle;
    const declared = [{ topic: 'parishes', tables: ['countries', 'states'] }];
    expect(await syncChangeTriggers(db, declared)).toEqual([
      'countries_parishes_changed',
      'states_parishes_changed',
    ]);
    expect(await syncChangeTriggers(db, declared)).toEqual([]);

    feed = await startChangeFeed(database.handle, ['parishes']);
    let heard = 0;
    feed.onChange('parishes', () => (heard += 1));
    await db.execute(sql`update states set name = name where id = (select min(id) from states)`);
    await eventually(async () => heard > 0, BEFORE_THE_VERSION_CHECK_MS);
  });

  it('keeps the triggers migrations made under the same names (the students list)', async () => {
    const created = await syncChangeTriggers(database.handle.db, [
      { topic: 'students', tables: ['students', 'villages'] },
    ]);
    expect(created).toEqual([]);
  });

  it('refuses names that are not plain identifiers, a topic twice and a topic with no table', async () => {
    const { db } = database.handle;
    await expect(
      syncChangeTriggers(db, [{ topic: 'x"; drop table users; --', tables: ['states'] }]),
    ).rejects.toThrow(/plain name/);
    await expect(
      syncChangeTriggers(db, [{ topic: 'ok', tables: ['states"; --'] }]),
    ).rejects.toThrow(/plain name/);
    await expect(
      syncChangeTriggers(db, [
        { topic: 'twice', tables: ['states'] },
        { topic: 'twice', tables: ['countries'] },
      ]),
    ).rejects.toThrow(/declared twice/);
    await expect(syncChangeTriggers(db, [{ topic: 'empty', tables: [] }])).rejects.toThrow(
      /names no table/,
    );
  });

  it('does not let a listener wait on a topic nobody declared', async () => {
    expect(() => feed.onChange('parish', () => undefined)).toThrow(/not a declared change topic/);
  });
});
