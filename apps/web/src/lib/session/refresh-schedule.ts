// When the session is refreshed: at start (once the first screen has had time to draw, unless the
// access token is expiring), and whenever the access token expires within 15 minutes (checked
// every 5 minutes, and as soon as the page is seen again). Another tab's change to the stored
// session is read at once.
import { SESSION_CHECK_INTERVAL_MS, SESSION_REFRESH_THRESHOLD_MS } from '@portal/shared';
import { expiresWithin } from './jwt';
import { AUTH_LOGGED_IN, type SessionHolder } from './session-holder';
import type { TokenRefresh } from './token-refresh';

/** Life an access token must have left to be sent while a refresh is on its way. */
export const TOKEN_STILL_GOOD_MS = 60_000;

/**
 * How long the refresh at start waits when the stored access token is still good. The refresh
 * checks the session (a revoked one ends) and brings the user record up to date; it need not
 * compete with the first screen's code and data on a slow network, where it cost the signed-in
 * pages' first paint a round trip. An expiring token is refreshed at once.
 */
export const STARTUP_REFRESH_DELAY_MS = 3_000;

export interface RefreshSchedule {
  /** Refreshes when the access token expires within the threshold. */
  checkSession(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createRefreshSchedule(
  session: SessionHolder,
  tokens: TokenRefresh,
  key: string,
  now: () => number,
): RefreshSchedule {
  let timer: ReturnType<typeof setInterval> | null = null;
  let startupRefresh: ReturnType<typeof setTimeout> | null = null;
  let isStarted = false;

  async function checkSession(): Promise<void> {
    const state = session.get();
    if (state.authenticated !== AUTH_LOGGED_IN || !state.refreshToken) return;
    if (expiresWithin(state.accessToken, SESSION_REFRESH_THRESHOLD_MS, now())) {
      await tokens.refresh();
    }
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) session.hydrate();
  }

  function onVisible(): void {
    // Timers sleep with the tab or the phone; check as soon as the page is seen again.
    if (document.visibilityState === 'visible') void checkSession();
  }

  function refreshAtStart(): void {
    const { accessToken, refreshToken } = session.get();
    if (!refreshToken) return;
    if (expiresWithin(accessToken, TOKEN_STILL_GOOD_MS, now())) {
      void tokens.refresh();
      return;
    }
    // Unless a request's 401 has refreshed the session meanwhile.
    const refreshesAtStart = tokens.completed();
    startupRefresh = setTimeout(() => {
      if (tokens.completed() === refreshesAtStart) void tokens.refresh();
    }, STARTUP_REFRESH_DELAY_MS);
  }

  return {
    checkSession,
    start() {
      if (isStarted) return;
      isStarted = true;
      refreshAtStart();
      timer = setInterval(() => void checkSession(), SESSION_CHECK_INTERVAL_MS);
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    },
    stop() {
      isStarted = false;
      if (timer) clearInterval(timer);
      timer = null;
      if (startupRefresh) clearTimeout(startupRefresh);
      startupRefresh = null;
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      if (typeof document !== 'undefined') {
        document.removeEventListener('visibilitychange', onVisible);
      }
    },
  };
}
