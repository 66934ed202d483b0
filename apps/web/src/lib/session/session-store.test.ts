import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ENDPOINTS, SESSION_CHECK_INTERVAL_MS } from '@portal/shared';
import { errorBody, json, mockApi, onEndpoint } from '../../test/api-mock';
import { makeAccessToken, makeUser } from '../../test/fake-session';
import { ApiError } from '../http';
import {
  AUTH_LOGGED_IN,
  AUTH_LOGGING_IN,
  AUTH_NONE,
  STARTUP_REFRESH_DELAY_MS,
  createSessionStore,
} from './session-store';
import { deviceId } from '../device-id';
import {
  SESSION_STORAGE_KEY,
  decodeSession,
  readStoredSession,
  writeStoredSession,
} from './storage';

const MINUTE = 60 * 1000;
const user = makeUser({ role: 'SPONSOR', firstName: 'José', fullName: 'José Núñez' });

/** The server's answer to a login or refresh, with tokens living `ttlMs`. */
function authAnswer(refresh: string, ttlMs: number) {
  return json(200, { access: makeAccessToken(ttlMs), refresh, data: user });
}

function storeSession(ttlMs: number, refreshToken = 'refresh-0') {
  writeStoredSession(localStorage, {
    userData: user,
    accessToken: makeAccessToken(ttlMs),
    refreshToken,
  });
}

/** An answer the test hands over when it chooses: `answer` answers the call, `release()` lets it go. */
function heldAnswer(response: () => Response) {
  let release: () => void = () => undefined;
  const answer = () =>
    new Promise<Response>((resolve) => {
      release = () => resolve(response());
    });
  return { answer, release: () => release() };
}

describe('session store', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      now: new Date('2026-03-01T10:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes 0 -> 1 -> 2 on a successful login and persists the session', async () => {
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.login, () => authAnswer('refresh-1', 60 * MINUTE)),
    );
    const store = createSessionStore();
    expect(store.getState().authenticated).toBe(AUTH_NONE);

    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().authenticated));
    const pending = store.logIn({ username: 'jose@example.org', password: 'secret-pass' });
    expect(store.getState().authenticated).toBe(AUTH_LOGGING_IN);
    await expect(pending).resolves.toEqual(user);

    expect(seen).toEqual([AUTH_LOGGING_IN, AUTH_LOGGED_IN]);
    expect(store.getState()).toMatchObject({
      authenticated: AUTH_LOGGED_IN,
      userData: user,
      refreshToken: 'refresh-1',
    });
    // With the browser's own id (a sponsor's sign-in sources, decision 030).
    expect(api.calls[0]?.body).toEqual({
      username: 'jose@example.org',
      password: 'secret-pass',
      deviceId: deviceId(),
    });
    expect(readStoredSession(localStorage)?.refreshToken).toBe('refresh-1');
  });

  it('returns to 0 and clears storage when the login fails', async () => {
    storeSession(60 * MINUTE);
    mockApi(
      onEndpoint(AUTH_ENDPOINTS.login, () =>
        errorBody(401, '_BAD_USERNAME_PASSWORD', 'errors.badUsernamePassword'),
      ),
    );
    const store = createSessionStore();
    const error = await store
      .logIn({ username: 'jose@example.org', password: 'wrong' })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('_BAD_USERNAME_PASSWORD');
    expect(store.getState().authenticated).toBe(AUTH_NONE);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('keeps the session under one obfuscated key and reads it back', () => {
    const accessToken = makeAccessToken(60 * MINUTE);
    writeStoredSession(localStorage, { userData: user, accessToken, refreshToken: 'refresh-9' });

    expect(Object.keys(localStorage)).toEqual([SESSION_STORAGE_KEY]);
    const raw = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('refresh-9');
    expect(raw).not.toContain('José');
    expect(decodeSession(raw)).toEqual({ userData: user, accessToken, refreshToken: 'refresh-9' });

    const store = createSessionStore();
    expect(store.getState()).toMatchObject({
      authenticated: AUTH_LOGGED_IN,
      userData: user,
      accessToken,
      refreshToken: 'refresh-9',
    });
  });

  it('ignores a stored value that is not a session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, 'not-a-session');
    expect(createSessionStore().getState().authenticated).toBe(AUTH_NONE);
  });

  it('refreshes from the stored refresh token at start and stores the rotated one', async () => {
    storeSession(60 * MINUTE, 'refresh-0');
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () => authAnswer('refresh-1', 60 * MINUTE)),
    );
    const store = createSessionStore();
    store.start();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.url.searchParams.get('refresh')).toBe('refresh-0');
    expect(api.calls[0]?.url.searchParams.get('deviceId')).toBe(deviceId());
    expect(store.getState().refreshToken).toBe('refresh-1');
    expect(readStoredSession(localStorage)?.refreshToken).toBe('refresh-1');
    store.stop();
  });

  it('waits a moment before the refresh at start while the access token is still good', async () => {
    storeSession(60 * MINUTE, 'refresh-0');
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () => authAnswer('refresh-1', 60 * MINUTE)),
    );
    const store = createSessionStore();
    store.start();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS - 1);
    expect(api.calls).toHaveLength(0);
    expect(store.pendingRefresh()).toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(1);
    store.stop();
  });

  it('refreshes at once at start when the access token is about to expire', async () => {
    storeSession(30 * 1000, 'refresh-0');
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () => authAnswer('refresh-1', 60 * MINUTE)),
    );
    const store = createSessionStore();
    store.start();
    expect(store.pendingRefresh()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toHaveLength(1);
    expect(store.getState().refreshToken).toBe('refresh-1');
    store.stop();
  });

  it('skips the delayed refresh at start when the session was refreshed meanwhile', async () => {
    storeSession(60 * MINUTE, 'refresh-0');
    let issued = 0;
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () => authAnswer(`refresh-${++issued}`, 60 * MINUTE)),
    );
    const store = createSessionStore();
    store.start();
    // A request refused with 401 refreshes before the delay is over.
    await expect(store.refresh()).resolves.toBe(true);
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);
    expect(api.calls).toHaveLength(1);
    expect(store.getState().refreshToken).toBe('refresh-1');
    store.stop();
  });

  it('does not refresh after a stop that came before the delayed refresh at start', async () => {
    storeSession(60 * MINUTE);
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () => authAnswer('refresh-1', 60 * MINUTE)),
    );
    const store = createSessionStore();
    store.start();
    store.stop();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);
    expect(api.calls).toHaveLength(0);
  });

  it('refreshes at the 5-minute check when the access token expires within 15 minutes', async () => {
    storeSession(60 * MINUTE);
    let issued = 0;
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () => authAnswer(`refresh-${++issued}`, 18 * MINUTE)),
    );
    const store = createSessionStore();
    store.start();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);
    expect(api.calls).toHaveLength(1); // at start; the new token lives 18 minutes

    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS); // 13 minutes left
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.url.searchParams.get('refresh')).toBe('refresh-1');
    expect(store.getState().refreshToken).toBe('refresh-2');
    store.stop();
  });

  it('does not refresh while more than 15 minutes remain', async () => {
    storeSession(60 * MINUTE);
    // The refresh at start comes a moment after it: this token expires 60 minutes after start.
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () =>
        authAnswer('refresh-1', 60 * MINUTE - STARTUP_REFRESH_DELAY_MS),
      ),
    );
    const store = createSessionStore();
    store.start();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);
    expect(api.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(8 * SESSION_CHECK_INTERVAL_MS - STARTUP_REFRESH_DELAY_MS); // 40 minutes: 20 left
    expect(api.calls).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(SESSION_CHECK_INTERVAL_MS); // 45 minutes: 15 left
    expect(api.calls).toHaveLength(2);
    store.stop();
  });

  it('logs out when the server refuses the refresh', async () => {
    storeSession(60 * MINUTE);
    mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, () =>
        errorBody(401, 'INVALID_REFRESH_TOKEN', 'errors.invalidRefreshToken'),
      ),
    );
    const store = createSessionStore();
    store.start();
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);

    expect(store.getState()).toMatchObject({
      authenticated: AUTH_NONE,
      userData: null,
      endedBy: 'expired',
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    store.stop();
  });

  it('keeps the session when the server cannot be reached, and tries again later', async () => {
    storeSession(60 * MINUTE);
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    await expect(store.refresh()).resolves.toBe(false);
    expect(store.getState().authenticated).toBe(AUTH_LOGGED_IN);
  });

  it('collapses concurrent refreshes into one request', async () => {
    storeSession(10 * MINUTE);
    const refreshAnswer = heldAnswer(() => authAnswer('refresh-1', 60 * MINUTE));
    const api = mockApi(onEndpoint(AUTH_ENDPOINTS.refresh, refreshAnswer.answer));
    const store = createSessionStore();
    const results = Promise.all([
      store.refresh(),
      store.refresh(),
      store.checkSession(),
      store.refresh(),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    refreshAnswer.release();
    await expect(results).resolves.toEqual([true, true, undefined, true]);
    expect(api.calls).toHaveLength(1);
    expect(store.getState().refreshToken).toBe('refresh-1');
  });

  it('adopts a token another tab already rotated instead of reusing its own', async () => {
    storeSession(10 * MINUTE, 'refresh-0');
    const api = mockApi();
    const store = createSessionStore();
    storeSession(60 * MINUTE, 'refresh-from-other-tab');

    await expect(store.refresh()).resolves.toBe(true);
    expect(api.calls).toHaveLength(0);
    expect(store.getState().refreshToken).toBe('refresh-from-other-tab');
  });

  it('signs out through the API, then clears the session', async () => {
    storeSession(60 * MINUTE, 'refresh-0');
    const api = mockApi(onEndpoint(AUTH_ENDPOINTS.logout, () => json(204)));
    const store = createSessionStore();
    await store.logOut();

    expect(api.calls[0]?.body).toEqual({ refresh: 'refresh-0' });
    expect(store.getState()).toMatchObject({ authenticated: AUTH_NONE, endedBy: 'signedOut' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('revokes a refresh answer that comes back after sign-out instead of signing in again', async () => {
    storeSession(60 * MINUTE, 'refresh-0');
    const refreshAnswer = heldAnswer(() => authAnswer('refresh-1', 60 * MINUTE));
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, refreshAnswer.answer),
      onEndpoint(AUTH_ENDPOINTS.logout, () => json(204)),
    );
    const store = createSessionStore();
    store.start();
    // The refresh at start is on its way when the user signs out.
    await vi.advanceTimersByTimeAsync(STARTUP_REFRESH_DELAY_MS);
    const refreshed = store.pendingRefresh();
    expect(refreshed).not.toBeNull();
    await store.logOut();
    refreshAnswer.release();

    await expect(refreshed).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    store.stop();
    expect(store.getState()).toMatchObject({ authenticated: AUTH_NONE, endedBy: 'signedOut' });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    const revoked = api.calls
      .filter((call) => call.url.pathname === AUTH_ENDPOINTS.logout.path)
      .map((call) => call.body);
    expect(revoked).toEqual([{ refresh: 'refresh-0' }, { refresh: 'refresh-1' }]);
  });

  it('sends no refresh while the sign-out is on its way', async () => {
    storeSession(10 * MINUTE, 'refresh-0');
    const logoutAnswer = heldAnswer(() => json(204));
    const api = mockApi(onEndpoint(AUTH_ENDPOINTS.logout, logoutAnswer.answer));
    const store = createSessionStore();
    const signingOut = store.logOut();
    await vi.advanceTimersByTimeAsync(0);
    await expect(store.refresh()).resolves.toBe(false);
    logoutAnswer.release();
    await signingOut;

    expect(api.calls.map((call) => call.method)).toEqual(['POST']);
    expect(store.getState()).toMatchObject({ authenticated: AUTH_NONE, endedBy: 'signedOut' });
  });

  it('still says "signed out" when a refresh sent before the sign-out is refused after it', async () => {
    storeSession(10 * MINUTE, 'refresh-0');
    const refusal = heldAnswer(() => errorBody(401, 'UNAUTHORIZED', 'errors.unauthorized'));
    mockApi(
      onEndpoint(AUTH_ENDPOINTS.refresh, refusal.answer),
      onEndpoint(AUTH_ENDPOINTS.logout, () => json(204)),
    );
    const store = createSessionStore();
    const refused = store.refresh();
    await vi.advanceTimersByTimeAsync(0);
    await store.logOut();
    refusal.release();

    await expect(refused).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ authenticated: AUTH_NONE, endedBy: 'signedOut' });
  });

  it('on the phone build, sends mobile: true and refuses a non-sponsor as bad credentials', async () => {
    const api = mockApi(
      onEndpoint(AUTH_ENDPOINTS.login, () =>
        json(200, {
          access: makeAccessToken(60 * MINUTE),
          refresh: 'r',
          data: makeUser({ role: 'ADMIN' }),
        }),
      ),
      onEndpoint(AUTH_ENDPOINTS.logout, () => json(204)),
    );
    const store = createSessionStore({ isMobile: true });
    const error = await store
      .logIn({ username: 'admin@example.org', password: 'secret-pass' })
      .catch((e: unknown) => e);

    expect(api.calls[0]?.body).toMatchObject({ mobile: true });
    expect((error as ApiError).code).toBe('_BAD_USERNAME_PASSWORD');
    expect(store.getState().authenticated).toBe(AUTH_NONE);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
