// The phone app's service worker (src/sw/service-worker.ts, decision 050): registered once the
// first screen is drawn; a new version found installed is offered by the "new version" prompt
// (components/offline/update-prompt.tsx) rather than taking over a page in use.
import { registerSW } from 'virtual:pwa-register';
import { clearOfflineData } from '../lib/offline/clear-offline-data';
import { appUpdate } from '../lib/offline/update-store';
import { AUTH_LOGGED_IN, session } from '../lib/session';

export function startPwa(): void {
  if ('serviceWorker' in navigator) {
    const update = registerSW({
      onNeedRefresh: () => appUpdate.offer(() => update(true)),
    });
  }
  // Nothing of a user stays once their session is over, however it ended: signed out here or in
  // another tab, refused by the server, or never there at all when the app opens.
  const clearWhenSignedOut = () => {
    if (session.getState().authenticated !== AUTH_LOGGED_IN) void clearOfflineData();
  };
  clearWhenSignedOut();
  session.subscribe(clearWhenSignedOut);
}
