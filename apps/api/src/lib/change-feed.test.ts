// The change feed: a notification reaches the topic's listeners, an unknown payload none, and a
// listening connection that came back counts as a change of every topic (anything may have been
// missed while it was down).
import { describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { CHANGES_CHANNEL, startChangeFeed } from './change-feed';

function fakeDatabase() {
  const listening: {
    channel?: string;
    message?: (payload: string) => void;
    reconnect?: () => void;
    isStopped: boolean;
  } = { isStopped: false };
  const handle = {
    listen: async (channel: string, message: (payload: string) => void, reconnect: () => void) => {
      Object.assign(listening, { channel, message, reconnect });
      return async () => {
        listening.isStopped = true;
      };
    },
  } as unknown as DatabaseHandle;
  return { handle, listening };
}

describe('change feed', () => {
  it('tells the listeners of a topic when it is notified, and nobody for other payloads', async () => {
    const { handle, listening } = fakeDatabase();
    const feed = await startChangeFeed(handle);
    const onLists = vi.fn();
    feed.onChange('lists', onLists);
    expect(listening.channel).toBe(CHANGES_CHANNEL);

    listening.message?.('lists');
    expect(onLists).toHaveBeenCalledTimes(1);
    listening.message?.('something-else');
    expect(onLists).toHaveBeenCalledTimes(1);

    await feed.close();
    expect(listening.isStopped).toBe(true);
  });

  it('counts every topic as changed when the listening connection comes back', async () => {
    const { handle, listening } = fakeDatabase();
    const feed = await startChangeFeed(handle);
    const onLists = vi.fn();
    feed.onChange('lists', onLists);
    listening.reconnect?.();
    expect(onLists).toHaveBeenCalledTimes(1);
    await feed.close();
  });

  it("tells this process's listeners at once when it announces its own change", async () => {
    const { handle } = fakeDatabase();
    const feed = await startChangeFeed(handle);
    const onLists = vi.fn();
    feed.onChange('lists', onLists);
    feed.announce('lists');
    expect(onLists).toHaveBeenCalledTimes(1);
    await feed.close();
  });

  it('stops telling a listener once it unsubscribed, and keeps telling the others', async () => {
    const { handle, listening } = fakeDatabase();
    // The students list's topic, declared by its module.
    const feed = await startChangeFeed(handle, ['students']);
    const leaving = vi.fn();
    const staying = vi.fn();
    const unsubscribe = feed.onChange('students', leaving);
    feed.onChange('students', staying);
    listening.message?.('students');
    unsubscribe();
    listening.message?.('students');
    expect(leaving).toHaveBeenCalledTimes(1);
    expect(staying).toHaveBeenCalledTimes(2);
    await feed.close();
  });
});
