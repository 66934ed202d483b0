// Whether the phone has a connection, as the browser knows it (online and offline events), for
// the screens that say so (the offline banner, the queued attendance code).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function isOnlineNow(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, () => true);
}
