// The refresh token's life on the server: a refresh rotates it, a sign-out revokes it.
// Refreshes are single-flight: the server rotates refresh tokens and treats a second use of
// the same token as theft (it revokes the whole family), so two concurrent refreshes must
// never both reach it. Across tabs, a Web Lock plus re-reading storage gives the same promise.
// (A page left while its refresh was answered sends the old token again at the next start; the
// server accepts that for 30 s while the token it answered was never used: decision 011.)
// A refresh answered after the session it was sent for ended, or began to end, is revoked.
import { SESSION_API, SESSION_REFRESH_THRESHOLD_MS, type AuthResponse } from '@portal/shared';
import { deviceId } from '../device-id';
import { expiresWithin } from './jwt';
import { ApiError, httpRequest } from '../http';
import { toStored, type SessionEnd, type SessionHolder } from './session-holder';
import { readStoredSession } from './storage';

const REFRESH_LOCK = 'portal.session.refresh';

export interface TokenRefresh {
  /** Single-flight refresh; resolves true when a fresh access token is held. */
  refresh(): Promise<boolean>;
  /** The refresh in flight, if any. */
  pendingRefresh(): Promise<boolean> | null;
  /** Refreshes that brought a fresh token so far. */
  completed(): number;
  /** Tells the server (revokes the refresh token), then ends the session. */
  logOut(): Promise<void>;
  /** Ends the session: a refresh on its way is revoked when it comes back, not adopted. */
  end(endedBy: SessionEnd): void;
  // The store spreads this object into itself, so `completed` and `end` ride along on it too,
  // unused there: picking the others out costs the sign-in page's size budget more.
}

function revoke(refreshToken: string): Promise<void> {
  return httpRequest<void>(SESSION_API.logout, {
    method: 'POST',
    body: { refresh: refreshToken },
  }).catch(() => undefined);
}

/** The phone build holds sponsors' sessions only: another's answer is revoked, not kept. */
export function isRefusedOnThisBuild(response: AuthResponse, isMobile: boolean): boolean {
  if (!isMobile || response.data.role === 'SPONSOR') return false;
  void revoke(response.refresh);
  return true;
}

export function createTokenRefresh(
  session: SessionHolder,
  storage: Storage,
  key: string,
  now: () => number,
  /** The phone build: only sponsors may hold a session. */
  isMobile: boolean,
): TokenRefresh {
  let inFlight: Promise<boolean> | null = null;
  let completedRefreshes = 0;
  let isSigningOut = false;
  /** Counts the sessions ended or on their way out: a refresh answer for an older one is stale. */
  let generation = 0;

  function end(endedBy: SessionEnd): void {
    generation += 1;
    session.clear(endedBy);
  }

  async function refreshOnce(): Promise<boolean> {
    if (isSigningOut) return false;
    const sentFor = generation;
    const held = session.get().refreshToken;
    // Another tab may have rotated the token already: take its result instead of reusing ours.
    const stored = readStoredSession(storage, key);
    if (
      stored &&
      held &&
      stored.refreshToken !== held &&
      !expiresWithin(stored.accessToken, SESSION_REFRESH_THRESHOLD_MS, now())
    ) {
      session.adopt(stored);
      completedRefreshes += 1;
      return true;
    }
    const refreshToken = stored?.refreshToken ?? held;
    if (!refreshToken) return false;
    try {
      const response = await httpRequest<AuthResponse>(SESSION_API.auth, {
        query: { refresh: refreshToken, deviceId: deviceId(storage) },
      });
      if (sentFor !== generation) {
        void revoke(response.refresh);
        return false;
      }
      if (isRefusedOnThisBuild(response, isMobile)) {
        end('expired');
        return false;
      }
      session.adopt(toStored(response));
      completedRefreshes += 1;
      return true;
    } catch (error) {
      // Refused (a 4xx): the session is over. No answer or a server failure: keep it and try
      // again at the next check, so a phone on a bad network is not signed out.
      const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (isRefusal && sentFor === generation) end('expired');
      return false;
    }
  }

  return {
    refresh() {
      if (!inFlight) {
        const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
        const run = locks ? locks.request(REFRESH_LOCK, refreshOnce) : refreshOnce();
        inFlight = run.finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    pendingRefresh: () => inFlight,
    completed: () => completedRefreshes,
    end,
    async logOut() {
      const { refreshToken } = session.get();
      generation += 1;
      isSigningOut = true;
      try {
        if (refreshToken) await revoke(refreshToken);
      } finally {
        isSigningOut = false;
        end('signedOut');
      }
    },
  };
}
