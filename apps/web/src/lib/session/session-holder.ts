// The session as this tab holds it: the state screens read, who listens to it, and its copy in
// storage (one key), kept in step.
import type { AuthResponse, UserData } from '@portal/shared';
import {
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

export const EMPTY: SessionState = {
  authenticated: AUTH_NONE,
  userData: null,
  accessToken: null,
  refreshToken: null,
  endedBy: null,
};

export interface SessionHolder {
  get(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Shows a state without storing it (signing in is under way). */
  set(next: SessionState): void;
  /** Holds this session, here and in storage. */
  adopt(session: StoredSession): void;
  /** Forgets the session, here and in storage. */
  clear(endedBy: SessionEnd): void;
  /** Reads the stored session again (another tab changed it, or tests set it). */
  hydrate(): void;
}

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

export function toStored(response: AuthResponse): StoredSession {
  return {
    userData: response.data,
    accessToken: response.access,
    refreshToken: response.refresh,
  };
}

export function createSessionHolder(storage: Storage, key: string): SessionHolder {
  let state = fromStored(readStoredSession(storage, key));
  const listeners = new Set<() => void>();

  function set(next: SessionState): void {
    // An unchanged user record stays the same object (a refresh here or in another tab brings an
    // equal one), so what reads only it is not drawn again.
    state =
      next.userData && isSameUser(state.userData, next.userData)
        ? { ...next, userData: state.userData }
        : next;
    for (const listener of listeners) listener();
  }

  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    adopt(session) {
      writeStoredSession(storage, session, key);
      set(fromStored(session));
    },
    clear(endedBy) {
      clearStoredSession(storage, key);
      set({ ...EMPTY, endedBy });
    },
    hydrate() {
      const stored = readStoredSession(storage, key);
      if (stored) {
        if (
          stored.refreshToken !== state.refreshToken ||
          stored.accessToken !== state.accessToken
        ) {
          set(fromStored(stored));
        }
      } else if (state.authenticated === AUTH_LOGGED_IN) {
        set({ ...EMPTY, endedBy: 'signedOut' });
      }
    },
  };
}
