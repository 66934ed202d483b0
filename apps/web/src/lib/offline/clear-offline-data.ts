// Nothing of a user stays on the phone once their session is over (decision 050): sign-out, a
// session the server no longer accepts, or an app opened without one. Their kept answers and
// everything waiting to be sent (IndexedDB), the words of letters not yet saved (localStorage),
// and any cache of the page's own (the service worker keeps the app's files only, but a cache
// another version made is not trusted to).
import { clear } from 'idb-keyval';
import { clearLetterDrafts } from './clear-letter-drafts';
import { offlineStore } from './offline-store';

/** The caches the service worker's Workbox keeps the app's own files in. */
const APP_SHELL_CACHE = /^workbox-precache/;

async function clearRuntimeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => !APP_SHELL_CACHE.test(name)).map((name) => caches.delete(name)),
  );
}

export async function clearOfflineData(storage: Storage = localStorage): Promise<void> {
  try {
    clearLetterDrafts(storage);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  await Promise.all([
    clear(offlineStore()).catch(() => undefined),
    clearRuntimeCaches().catch(() => undefined),
  ]);
}
