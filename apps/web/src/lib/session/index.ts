// The app's one session, and the hook components read it with.
import { useSyncExternalStore } from 'react';
import { isMobileBuild } from '../../config/env';
import { createSessionStore, type SessionState } from './session-store';

export * from './session-store';
export { SESSION_STORAGE_KEY, encodeSession, writeStoredSession } from './storage';
export { getTokenExpiry } from './jwt';

export const session = createSessionStore({ isMobile: isMobileBuild });

/** What screens read of the session: everything but the tokens, which only requests need. */
export type SessionView = Omit<SessionState, 'accessToken' | 'refreshToken'>;

let lastView: SessionView | null = null;

/**
 * The same object while only the tokens changed: a refresh rotates them (at start, and every
 * 45 minutes or so) and would otherwise draw again every screen that reads the session, on a
 * phone a long task in the middle of the first screen's drawing.
 */
function getView(): SessionView {
  const { authenticated, userData, endedBy } = session.getState();
  if (
    !lastView ||
    lastView.authenticated !== authenticated ||
    lastView.userData !== userData ||
    lastView.endedBy !== endedBy
  ) {
    lastView = { authenticated, userData, endedBy };
  }
  return lastView;
}

export function useSession(): SessionView {
  return useSyncExternalStore(session.subscribe, getView, getView);
}
