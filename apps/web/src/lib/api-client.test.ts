import { AUTH_ENDPOINTS, PROFILE_ENDPOINTS } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, mockApi, onEndpoint } from '../test/api-mock';
import { makeAccessToken, makeUser } from '../test/fake-session';
import { signIn } from '../test/render-app';
import { apiRequest } from './api-client';
import { FRESH_READS_AFTER_CHANGE_MS } from './http';
import { changeLanguage } from './i18n';
import { session } from './session';

describe('api client', () => {
  it('sends Bearer and Accept-Language, and on 401 refreshes once and retries', async () => {
    signIn();
    await changeLanguage('es-CO', { remember: false });
    let meCalls = 0;
    const api = mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () =>
        ++meCalls === 1
          ? errorBody(401, 'UNAUTHENTICATED', 'errors.unauthenticated')
          : json(200, makeUser()),
      ),
      onEndpoint(AUTH_ENDPOINTS.refresh, () =>
        json(200, { access: makeAccessToken(3600_000, 2), refresh: 'refresh-2', data: makeUser() }),
      ),
    );

    await expect(apiRequest('/edrocks/api/me')).resolves.toMatchObject({ id: 1 });
    const [first, refresh, retry] = api.calls;
    expect(first?.headers.authorization).toMatch(/^Bearer /);
    expect(first?.headers['accept-language']).toBe('es-CO');
    expect(refresh?.url.searchParams.get('refresh')).toBe('refresh-1');
    expect(retry?.headers.authorization).toBe(`Bearer ${session.getState().accessToken}`);
    expect(retry?.headers.authorization).not.toBe(first?.headers.authorization);
    expect(api.calls).toHaveLength(3);
  });

  it('gives up after one retry', async () => {
    signIn();
    const api = mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () =>
        errorBody(401, 'UNAUTHENTICATED', 'errors.unauthenticated'),
      ),
      onEndpoint(AUTH_ENDPOINTS.refresh, () =>
        json(200, { access: makeAccessToken(3600_000), refresh: 'refresh-2', data: makeUser() }),
      ),
    );
    await expect(apiRequest('/edrocks/api/me')).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(api.calls).toHaveLength(3);
  });

  describe('after a change of its own', () => {
    afterEach(() => vi.useRealTimers());

    it('asks the API for fresh answers for a while, since another process may not know yet', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      signIn();
      const api = mockApi(
        onEndpoint(PROFILE_ENDPOINTS.get, () => json(200, makeUser())),
        onEndpoint(PROFILE_ENDPOINTS.update, () => json(200, makeUser())),
      );
      await apiRequest('/edrocks/api/me');
      await apiRequest('/edrocks/api/me', { method: 'PATCH', body: { firstName: 'Ana' } });
      await apiRequest('/edrocks/api/me');
      vi.advanceTimersByTime(FRESH_READS_AFTER_CHANGE_MS);
      await apiRequest('/edrocks/api/me');
      expect(api.calls.map((call) => [call.method, call.headers['cache-control']])).toEqual([
        ['GET', undefined],
        ['PATCH', undefined],
        ['GET', 'no-cache'],
        ['GET', undefined],
      ]);
    });
  });
});
