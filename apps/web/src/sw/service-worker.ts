// The phone app's service worker (decision 050): the app shell (every file of the build, listed
// by the build as self.__WB_MANIFEST) precached by Workbox, so the app opens without a network;
// every page address answered with the precached index.html (the app's routes are in the hash).
// It never keeps an answer of the API: the signed-in user's data is kept in IndexedDB under
// their id (lib/offline), which sign-out clears. A new version waits until the app asks it to
// take over (the "new version" prompt, app/pwa.ts), so a screen never mixes two versions' files.
// It also shows the sponsor's push notifications (push-handlers.ts).
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { registerPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/** What the page posts to let a waiting version take over (workbox-window's messageSkipWaiting). */
const SKIP_WAITING = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
// The first version takes the open page at once (nothing older is there to mix with): the app
// opens offline from its next start. A later one waits for the prompt, then takes over.
clientsClaim();
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));
// Notifications the sponsor chose (decision 048): shown from the push's payload, a tap opens
// the screen it names.
registerPushHandlers(self);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === SKIP_WAITING
  ) {
    void self.skipWaiting();
  }
});
