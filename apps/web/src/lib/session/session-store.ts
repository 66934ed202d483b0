// The auth session (seed, point 4): authenticated 0 none / 1 logging in / 2 logged in, the user
// record and the two tokens, put together from the session this tab holds (session-holder.ts),
// the refresh token's rotation and revocation (token-refresh.ts) and when to refresh
// (refresh-schedule.ts).
// This store is on the sign-in page, so it names the auth paths from the shared path table
// that AUTH_ENDPOINTS is built on, without the contracts' schemas (the page's size budget).
import { SESSION_API, type AuthResponse, type LoginBody, type UserData } from '@portal/shared';
import { deviceId } from '../device-id';
import { ApiError, httpRequest } from '../http';
// This order of imports sets the order of the modules in the bundle, which compresses some
// bytes better: the sign-in page is at its size budget.
import { createRefreshSchedule } from './refresh-schedule';
import { createTokenRefresh, isRefusedOnThisBuild } from './token-refresh';
import {
  AUTH_LOGGED_IN,
  AUTH_LOGGING_IN,
  EMPTY,
  createSessionHolder,
  toStored,
  type SessionState,
} from './session-holder';
import { SESSION_STORAGE_KEY } from './storage';

export {
  AUTH_LOGGED_IN,
  AUTH_LOGGING_IN,
  AUTH_NONE,
  type AuthState,
  type SessionEnd,
  type SessionState,
} from './session-holder';
export { STARTUP_REFRESH_DELAY_MS, TOKEN_STILL_GOOD_MS } from './refresh-schedule';

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

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? globalThis.localStorage;
  const key = options.storageKey ?? SESSION_STORAGE_KEY;
  const now = options.now ?? (() => Date.now());
  const isMobile = options.isMobile ?? false;
  const session = createSessionHolder(storage, key);
  const tokens = createTokenRefresh(session, storage, key, now, isMobile);
  const schedule = createRefreshSchedule(session, tokens, key, now);

  return {
    ...tokens,
    ...schedule,
    getState: session.get,
    subscribe: session.subscribe,
    async logIn(body) {
      session.set({ ...EMPTY, authenticated: AUTH_LOGGING_IN });
      try {
        // The browser's id goes with every sign-in and refresh (lib/device-id.ts).
        const withDevice = { ...body, deviceId: deviceId(storage) };
        const response = await httpRequest<AuthResponse>(SESSION_API.auth, {
          method: 'POST',
          body: isMobile ? { ...withDevice, mobile: true } : withDevice,
        });
        // The server refuses these already; never keep a session it should not have given.
        if (isRefusedOnThisBuild(response, isMobile)) {
          throw new ApiError({
            status: 401,
            code: '_BAD_USERNAME_PASSWORD',
            messageKey: 'errors.badUsernamePassword',
          });
        }
        session.adopt(toStored(response));
        return response.data;
      } catch (error) {
        tokens.end(null);
        throw error;
      }
    },
    adoptAuthResponse(response) {
      if (isRefusedOnThisBuild(response, isMobile)) {
        // The phone build holds sponsors' sessions only (a student's account still exists).
        throw new ApiError({ status: 403, code: 'FORBIDDEN', messageKey: 'errors.forbidden' });
      }
      session.adopt(toStored(response));
      return response.data;
    },
    setUserData(userData) {
      const state = session.get();
      if (state.authenticated !== AUTH_LOGGED_IN || !state.accessToken || !state.refreshToken) {
        return;
      }
      session.adopt({ userData, accessToken: state.accessToken, refreshToken: state.refreshToken });
    },
    hydrate: session.hydrate,
  };
}
