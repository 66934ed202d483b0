import 'fake-indexeddb/auto';
import { clear, get, keys, set } from 'idb-keyval';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearOfflineData } from './clear-offline-data';
import { offlineStore, queriesKey } from './offline-store';
import { queueEntry } from './outbox';
import { MAX_AGE_MS, lastUpdatedAt, startQueryPersistence } from './query-persistence';

const waitForSave = () => new Promise((resolve) => setTimeout(resolve, 700));

describe('the answers kept for offline reading', () => {
  let client: QueryClient;
  beforeEach(async () => {
    await clear(offlineStore());
    client = new QueryClient();
  });
  afterEach(() => client.clear());

  it('keeps the sponsor’s students and letters under their id, not other answers', async () => {
    const persistence = startQueryPersistence(client, 7);
    await persistence.restored;
    client.setQueryData(['students', 'list', {}], { items: [{ firstName: 'Camila' }] });
    client.setQueryData(['letters', 'overview'], { sponsorships: [] });
    client.setQueryData(['emailCampaigns', 'list', {}], { items: [] });
    await waitForSave();
    persistence.pause();

    const next = new QueryClient();
    await startQueryPersistence(next, 7).restored;
    expect(next.getQueryData(['students', 'list', {}])).toEqual({
      items: [{ firstName: 'Camila' }],
    });
    expect(next.getQueryData(['letters', 'overview'])).toEqual({ sponsorships: [] });
    expect(next.getQueryData(['emailCampaigns', 'list', {}])).toBeUndefined();
    // Another user on the same phone finds nothing of the first one's.
    const other = new QueryClient();
    await startQueryPersistence(other, 8).restored;
    expect(other.getQueryData(['students', 'list', {}])).toBeUndefined();
  });

  it('drops answers older than the kept age rather than showing them', async () => {
    const now = Date.now();
    const persistence = startQueryPersistence(client, 7, () => now - MAX_AGE_MS - 1000);
    await persistence.restored;
    client.setQueryData(['students', 'list', {}], { items: [] });
    await waitForSave();
    persistence.pause();

    const next = new QueryClient();
    await startQueryPersistence(next, 7, () => now).restored;
    expect(next.getQueryData(['students', 'list', {}])).toBeUndefined();
    expect(await get(queriesKey(7), offlineStore())).toBeUndefined();
  });

  it('says when the newest answer arrived', () => {
    expect(lastUpdatedAt(client)).toBeNull();
    client.setQueryData(['students', 'list', {}], [], { updatedAt: 1_000 });
    client.setQueryData(['letters', 'overview'], {}, { updatedAt: 5_000 });
    client.setQueryData(['emailCampaigns'], {}, { updatedAt: 9_000 });
    expect(lastUpdatedAt(client)).toBe(5_000);
  });

  it('leaves nothing after the session: kept answers, the outbox and the letters’ words', async () => {
    const persistence = startQueryPersistence(client, 7);
    await persistence.restored;
    client.setQueryData(['students', 'list', {}], { items: [] });
    await waitForSave();
    await queueEntry(7, 'letterDraft', '3.1', { message: 'Hola' });
    await set('something-else', 1, offlineStore());
    localStorage.setItem('portal.letterDraft.7.3.1', '{"subject":"a","message":"b"}');
    localStorage.setItem('portal.language', 'es-CO');

    persistence.stop();
    await clearOfflineData();

    expect(await keys(offlineStore())).toEqual([]);
    expect(localStorage.getItem('portal.letterDraft.7.3.1')).toBeNull();
    expect(localStorage.getItem('portal.language')).toBe('es-CO');
  });
});
