// The app's one session, and the hook components read it with.
import { useSyncExternalStore } from 'react';
import { isMobileBuild } from '../../config/env';
import { createSessionStore, type SessionState } from './session-store';

export * from './session-store';
export { SESSION_STORAGE_KEY, encodeSession, writeStoredSession } from './storage';
export { getTokenExpiry } from './jwt';

export const session = createSessionStore({ isMobile: isMobileBuild });

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
