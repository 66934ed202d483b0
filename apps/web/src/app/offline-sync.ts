// The phone app's offline side of the signed-in area (decision 050): the user's kept answers
// restored before the first screen asks for anything and saved as new ones arrive; what waits in
// the outbox sent at start and whenever the connection returns; saving stopped when the session
// ends (sign-out, or a session the server refused), when app/main.tsx drops everything kept.
import { useEffect, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ensureOfflineStrings } from '../lib/offline/i18n';
import { flushOutbox } from '../lib/offline/outbox';
import { startQueryPersistence } from '../lib/offline/query-persistence';
import { i18n } from '../lib/i18n';
import { AUTH_LOGGED_IN, session } from '../lib/session';
import { OUTBOX_SENDERS, reportOutbox } from './offline-senders';

async function sendWaiting(userId: number, queryClient: QueryClient): Promise<void> {
  const results = await flushOutbox(userId, OUTBOX_SENDERS).catch(() => []);
  if (results.length === 0) return;
  await ensureOfflineStrings();
  reportOutbox(results, i18n.getFixedT(null, 'offline'), queryClient);
}

/** True once the kept answers are in the cache (or nobody is signed in): screens may ask. */
export function useOfflineSync(queryClient: QueryClient, userId: number | null): boolean {
  const [restoredFor, setRestoredFor] = useState<number | null>(null);
  useEffect(() => {
    if (userId === null) return undefined;
    const persistence = startQueryPersistence(queryClient, userId);
    void persistence.restored.then(() => setRestoredFor(userId));
    const send = () => void sendWaiting(userId, queryClient);
    send();
    window.addEventListener('online', send);
    const stopWatching = session.subscribe(() => {
      if (session.getState().authenticated !== AUTH_LOGGED_IN) persistence.stop();
    });
    return () => {
      window.removeEventListener('online', send);
      stopWatching();
      persistence.pause();
    };
  }, [queryClient, userId]);
  return userId === null || restoredFor === userId;
}
