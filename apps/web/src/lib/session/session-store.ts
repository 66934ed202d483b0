// The auth session (seed, point 4): authenticated 0 none / 1 logging in / 2 logged in, the user
// record and the two tokens. Persisted under one storage key; refreshed from the refresh token
// at start (once the first screen has had time to draw, unless the access token is expiring)
// and whenever the access token expires within 15 minutes (checked every 5 minutes).
// Refreshes are single-flight: the server rotates refresh tokens and treats a second use of
// the same token as theft (it revokes the whole family), so two concurrent refreshes must
// never both reach it. Across tabs, a Web Lock plus re-reading storage gives the same promise.
// (A page left while its refresh was answered sends the old token again at the next start; the
// server accepts that for 30 s while the token it answered was never used: decision 011.)
// This store is on the sign-in page, so it names the auth paths from the shared path table
// that AUTH_ENDPOINTS is built on, without the contracts' schemas (the page's size budget).
import {
  SESSION_API,
  SESSION_CHECK_INTERVAL_MS,
  SESSION_REFRESH_THRESHOLD_MS,
  type AuthResponse,
  type LoginBody,
  type UserData,
} from '@portal/shared';
import { deviceId } from '../device-id';
import { ApiError, httpRequest } from '../http';
import { expiresWithin } from './jwt';
import {
  SESSION_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from './storage';

export const AUTH_NONE = 0;
export const AUTH_LOGGING_IN = 1;
export const AUTH_LOGGED_IN = 2;
export type AuthState = typeof AUTH_NONE | typeof AUTH_LOGGING_IN | typeof AUTH_LOGGED_IN;

/** Why the last session ended: the user signed out, or the server no longer accepts it. */
export type SessionEnd = 'signedOut' | 'expired' | null;

export interface SessionState {
  authenticated: AuthState;
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
  endedBy: SessionEnd;
}

export interface SessionStoreOptions {
  storage?: Storage;
  storageKey?: string;
  /** The phone build: only sponsors may hold a session. */
  isMobile?: boolean;
  now?: () => number;
}

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** POST /auth; 1 while in flight, 2 on success, 0 (and storage cleared) on failure. */
  logIn(body: LoginBody): Promise<UserData>;
  /** Tells the server (revokes the refresh token), then clears the session. */
  logOut(): Promise<void>;
  /** Single-flight refresh; resolves true when a fresh access token is held. */
  refresh(): Promise<boolean>;
  /** The refresh in flight, if any (requests wait for it rather than sending a stale token). */
  pendingRefresh(): Promise<boolean> | null;
  /** Refreshes when the access token expires within the threshold. */
  checkSession(): Promise<void>;
  /** Signs in with an answer shaped like the login's (sign-up answers so). */
  adoptAuthResponse(response: AuthResponse): UserData;
  /** Keeps the stored user record in step after a profile change. */
  setUserData(userData: UserData): void;
  /** Reads the stored session again (another tab changed it, or tests set it). */
  hydrate(): void;
  /** Boot: refresh from the stored refresh token (soon, or at once when the access token is
   * expiring), then check every 5 minutes. */
  start(): void;
  stop(): void;
}

const EMPTY: SessionState = {
  authenticated: AUTH_NONE,
  userData: null,
  accessToken: null,
  refreshToken: null,
  endedBy: null,
};

const REFRESH_LOCK = 'portal.session.refresh';

/** Life an access token must have left to be sent while a refresh is on its way. */
export const TOKEN_STILL_GOOD_MS = 60_000;

/**
 * How long the refresh at start waits when the stored access token is still good. The refresh
 * checks the session (a revoked one ends) and brings the user record up to date; it need not
 * compete with the first screen's code and data on a slow network, where it cost the signed-in
 * pages' first paint a round trip. An expiring token is refreshed at once.
 */
export const STARTUP_REFRESH_DELAY_MS = 3_000;

function fromStored(stored: StoredSession | null): SessionState {
  return stored ? { ...stored, authenticated: AUTH_LOGGED_IN, endedBy: null } : EMPTY;
}

/** The user records are flat: equal when every field is. */
function isSameUser(current: UserData | null, next: UserData): current is UserData {
  if (!current) return false;
  const keys = Object.keys(next) as (keyof UserData)[];
  return (
    keys.length === Object.keys(current).length && keys.every((key) => current[key] === next[key])
  );
}

/** A refusal by the server (as opposed to no answer, or the server failing) ends the session. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? globalThis.localStorage;
  const key = options.storageKey ?? SESSION_STORAGE_KEY;
  const now = options.now ?? (() => Date.now());
  const isMobile = options.isMobile ?? false;

  let state: SessionState = fromStored(readStoredSession(storage, key));
  const listeners = new Set<() => void>();
  let inFlight: Promise<boolean> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  let startupRefresh: ReturnType<typeof setTimeout> | null = null;
  /** Refreshes that brought a fresh token; the delayed one at start is skipped after one. */
  let completedRefreshes = 0;
  let isStarted = false;
  /**
   * Counts the sessions this store ended or began to end. A refresh answer that comes back for an
   * older one is revoked, not adopted: signing out while the refresh at start was on its way
   * signed the user back in (and kept the rotated token alive on the server).
   */
  let sessionGeneration = 0;
  let isSigningOut = false;

  function setState(next: SessionState): void {
    // An unchanged user record stays the same object (a refresh here or in another tab brings an
    // equal one), so what reads only it is not drawn again.
    state =
      next.userData && isSameUser(state.userData, next.userData)
        ? { ...next, userData: state.userData }
        : next;
    for (const listener of listeners) listener();
  }

  function adopt(session: StoredSession): void {
    writeStoredSession(storage, session, key);
    setState({ ...session, authenticated: AUTH_LOGGED_IN, endedBy: null });
  }

  function end(endedBy: SessionEnd): void {
    sessionGeneration += 1;
    clearStoredSession(storage, key);
    setState({ ...EMPTY, endedBy });
  }

  function toStored(response: AuthResponse): StoredSession {
    return {
      userData: response.data,
      accessToken: response.access,
      refreshToken: response.refresh,
    };
  }

  function revoke(refreshToken: string): Promise<void> {
    return httpRequest<void>(SESSION_API.logout, {
      method: 'POST',
      body: { refresh: refreshToken },
    }).catch(() => undefined);
  }

  async function logIn(body: LoginBody): Promise<UserData> {
    setState({ ...EMPTY, authenticated: AUTH_LOGGING_IN });
    try {
      // The browser's id goes with every sign-in and refresh (lib/device-id.ts).
      const withDevice = { ...body, deviceId: deviceId(storage) };
      const response = await httpRequest<AuthResponse>(SESSION_API.auth, {
        method: 'POST',
        body: isMobile ? { ...withDevice, mobile: true } : withDevice,
      });
      if (isMobile && response.data.role !== 'SPONSOR') {
        // The server refuses these already; never keep a session it should not have given.
        void revoke(response.refresh);
        throw new ApiError({
          status: 401,
          code: '_BAD_USERNAME_PASSWORD',
          messageKey: 'errors.badUsernamePassword',
        });
      }
      adopt(toStored(response));
      return response.data;
    } catch (error) {
      end(null);
      throw error;
    }
  }

  async function logOut(): Promise<void> {
    const { refreshToken } = state;
    sessionGeneration += 1;
    isSigningOut = true;
    try {
      if (refreshToken) await revoke(refreshToken);
    } finally {
      isSigningOut = false;
      end('signedOut');
    }
  }

  async function refreshOnce(): Promise<boolean> {
    if (isSigningOut) return false;
    const generation = sessionGeneration;
    // Another tab may have rotated the token already: take its result instead of reusing ours.
    const stored = readStoredSession(storage, key);
    if (
      stored &&
      state.refreshToken &&
      stored.refreshToken !== state.refreshToken &&
      !expiresWithin(stored.accessToken, SESSION_REFRESH_THRESHOLD_MS, now())
    ) {
      adopt(stored);
      completedRefreshes += 1;
      return true;
    }
    const refreshToken = stored?.refreshToken ?? state.refreshToken;
    if (!refreshToken) return false;
    try {
      const response = await httpRequest<AuthResponse>(SESSION_API.auth, {
        query: { refresh: refreshToken, deviceId: deviceId(storage) },
      });
      if (generation !== sessionGeneration) {
        void revoke(response.refresh);
        return false;
      }
      if (isMobile && response.data.role !== 'SPONSOR') {
        void revoke(response.refresh);
        end('expired');
        return false;
      }
      adopt(toStored(response));
      completedRefreshes += 1;
      return true;
    } catch (error) {
      // Refused: the session is over. No answer or a server failure: keep it and try again at
      // the next check, so a phone on a bad network is not signed out.
      if (isRefusal(error) && generation === sessionGeneration) end('expired');
      return false;
    }
  }

  function refresh(): Promise<boolean> {
    if (!inFlight) {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      const run = locks ? locks.request(REFRESH_LOCK, refreshOnce) : refreshOnce();
      inFlight = run.finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  }

  async function checkSession(): Promise<void> {
    if (state.authenticated !== AUTH_LOGGED_IN || !state.refreshToken) return;
    if (expiresWithin(state.accessToken, SESSION_REFRESH_THRESHOLD_MS, now())) await refresh();
  }

  function hydrate(): void {
    const stored = readStoredSession(storage, key);
    if (stored) {
      if (stored.refreshToken !== state.refreshToken || stored.accessToken !== state.accessToken) {
        setState(fromStored(stored));
      }
    } else if (state.authenticated === AUTH_LOGGED_IN) {
      setState({ ...EMPTY, endedBy: 'signedOut' });
    }
  }

  function onStorage(event: StorageEvent): void {
    if (event.key === key || event.key === null) hydrate();
  }

  function onVisible(): void {
    // Timers sleep with the tab or the phone; check as soon as the page is seen again.
    if (document.visibilityState === 'visible') void checkSession();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logIn,
    logOut,
    adoptAuthResponse(response) {
      if (isMobile && response.data.role !== 'SPONSOR') {
        void revoke(response.refresh);
        // The phone build holds sponsors' sessions only (a student's account still exists).
        throw new ApiError({ status: 403, code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
      }
      adopt(toStored(response));
      return response.data;
    },
    refresh,
    pendingRefresh: () => inFlight,
    checkSession,
    setUserData(userData) {
      if (state.authenticated !== AUTH_LOGGED_IN || !state.accessToken || !state.refreshToken) {
        return;
      }
      adopt({ userData, accessToken: state.accessToken, refreshToken: state.refreshToken });
    },
    hydrate,
    start() {
      if (isStarted) return;
      isStarted = true;
      if (state.refreshToken) {
        if (expiresWithin(state.accessToken, TOKEN_STILL_GOOD_MS, now())) void refresh();
        else {
          // Unless a request's 401 has refreshed the session meanwhile.
          const refreshesAtStart = completedRefreshes;
          startupRefresh = setTimeout(() => {
            if (completedRefreshes === refreshesAtStart) void refresh();
          }, STARTUP_REFRESH_DELAY_MS);
        }
      }
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
