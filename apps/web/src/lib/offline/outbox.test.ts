import 'fake-indexeddb/auto';
import { clear } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../http';
import { offlineStore } from './offline-store';
import {
  flushOutbox,
  listEntries,
  queueEntry,
  readEntry,
  removeEntryIfUnchanged,
  withOutboxLock,
} from './outbox';

const offline = () =>
  new ApiError({ status: 0, code: NETWORK_ERROR, messageKey: 'errors.network' });
const refused = () =>
  new ApiError({ status: 422, code: 'ATTENDANCE_CODE_INVALID', messageKey: 'x.invalid' });

describe('the offline outbox', () => {
  beforeEach(async () => {
    await clear(offlineStore());
  });

  it('keeps one entry per thing, the newest words replacing the older, apart for each user', async () => {
    await queueEntry(7, 'letterDraft', '3.1', { message: 'Hol' }, new Date('2026-03-01T10:00:00Z'));
    await queueEntry(
      7,
      'letterDraft',
      '3.1',
      { message: 'Hola' },
      new Date('2026-03-01T10:00:05Z'),
    );
    await queueEntry(8, 'letterDraft', '3.1', { message: 'Hi' });

    expect(await listEntries(7)).toEqual([
      {
        kind: 'letterDraft',
        id: '3.1',
        payload: { message: 'Hola' },
        queuedAt: '2026-03-01T10:00:05.000Z',
      },
    ]);
    expect((await listEntries(8)).map((entry) => entry.payload)).toEqual([{ message: 'Hi' }]);
  });

  it('sends the entries oldest first, once each, and says what the server answered', async () => {
    await queueEntry(7, 'code', 'AB12', { code: 'AB12' }, new Date('2026-03-01T10:00:00Z'));
    await queueEntry(7, 'code', 'CD34', { code: 'CD34' }, new Date('2026-03-01T09:00:00Z'));
    const sent: unknown[] = [];
    const results = await flushOutbox(7, {
      code: async (payload) => {
        sent.push(payload);
        if ((payload as { code: string }).code === 'AB12') throw refused();
        return { kind: 'meeting1' };
      },
    });

    expect(sent).toEqual([{ code: 'CD34' }, { code: 'AB12' }]);
    expect(results.map((result) => [result.entry.id, result.isSent])).toEqual([
      ['CD34', true],
      ['AB12', false],
    ]);
    // A refusal is final: neither waits any more, and a second flush sends nothing.
    expect(await listEntries(7)).toEqual([]);
    expect(await flushOutbox(7, { code: async () => ({}) })).toEqual([]);
  });

  it('keeps everything while there is no connection, and sends it at the next flush', async () => {
    await queueEntry(7, 'code', 'AB12', { code: 'AB12' });
    expect(await flushOutbox(7, { code: () => Promise.reject(offline()) })).toEqual([]);
    expect(await listEntries(7)).toHaveLength(1);

    const results = await flushOutbox(7, { code: async () => 'recorded' });
    expect(results).toMatchObject([{ isSent: true, answer: 'recorded' }]);
    expect(await listEntries(7)).toEqual([]);
  });

  it('keeps words typed while their older copy was on its way to the server', async () => {
    await queueEntry(7, 'letterDraft', '3.1', { message: 'Hola' });
    await flushOutbox(7, {
      letterDraft: async () => {
        await queueEntry(7, 'letterDraft', '3.1', { message: 'Hola, Camila' });
        return null;
      },
    });
    expect((await readEntry(7, 'letterDraft', '3.1'))?.payload).toEqual({
      message: 'Hola, Camila',
    });
    await removeEntryIfUnchanged(7, {
      kind: 'letterDraft',
      id: '3.1',
      payload: { message: 'Hola' },
    });
    expect(await readEntry(7, 'letterDraft', '3.1')).toBeDefined();
  });

  it('runs a screen’s save and the flush’s send one after the other', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = withOutboxLock(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            order.push('screen save');
            resolve();
          };
        }),
    );
    const second = withOutboxLock(async () => {
      order.push('flush send');
    });
    await Promise.resolve();
    expect(order).toEqual([]);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['screen save', 'flush send']);
  });
});
