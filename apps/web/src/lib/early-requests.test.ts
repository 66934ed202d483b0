import { PROFILE_ENDPOINTS } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_KEY } from '../config/storage-keys';
import { json, mockApi, onEndpoint } from '../test/api-mock';
import { makeUser } from '../test/fake-session';
import { signIn } from '../test/render-app';
import { apiRequest } from './api-client';
import { EARLY_ANSWER_MAX_AGE_MS, takeEarlyResponse, type EarlyRequests } from './early-requests';
import { session } from './session';

const ME = '/edrocks/api/me';

/** What the start-up script would have left, answered with `response`. */
function leaveEarly(token: string, response: Response | null): void {
  const early: EarlyRequests = { token, responses: { [ME]: Promise.resolve(response) } };
  (window as unknown as Record<string, EarlyRequests>)[EARLY_REQUESTS_KEY] = early;
}

describe('early requests', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_KEY];
  });

  it('are taken once, with the token they were sent with', async () => {
    leaveEarly('token-1', new Response('{}'));
    expect(takeEarlyResponse(ME, 'token-2')).toBeUndefined();
    // Asked for with another token, the answer is dropped, not kept for later.
    expect(takeEarlyResponse(ME, 'token-1')).toBeUndefined();

    leaveEarly('token-1', new Response('{}'));
    await expect(takeEarlyResponse(ME, 'token-1')).resolves.toBeInstanceOf(Response);
    expect(takeEarlyResponse(ME, 'token-1')).toBeUndefined();
    expect(takeEarlyResponse('/edrocks/api/other', 'token-1')).toBeUndefined();
  });

  it('are not taken long after the page opened', () => {
    leaveEarly('token-1', new Response('{}'));
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_ANSWER_MAX_AGE_MS + 1);
    expect(takeEarlyResponse(ME, 'token-1')).toBeUndefined();
  });

  it('answer the app without a request of its own', async () => {
    signIn();
    const api = mockApi(onEndpoint(PROFILE_ENDPOINTS.get, () => json(200, makeUser())));
    leaveEarly(
      session.getState().accessToken ?? '',
      new Response(JSON.stringify(makeUser({ firstName: 'Early' })), { status: 200 }),
    );
    await expect(apiRequest(ME)).resolves.toMatchObject({ firstName: 'Early' });
    expect(api.calls).toHaveLength(0);
  });

  it('are dropped once this browser has changed something', async () => {
    signIn();
    const api = mockApi(
      onEndpoint(PROFILE_ENDPOINTS.get, () => json(200, makeUser())),
      onEndpoint(PROFILE_ENDPOINTS.update, () => json(200, makeUser())),
    );
    leaveEarly(
      session.getState().accessToken ?? '',
      new Response(JSON.stringify(makeUser({ firstName: 'Before the change' })), { status: 200 }),
    );
    await apiRequest(ME, { method: 'PATCH', body: {} });
    await expect(apiRequest(ME)).resolves.toMatchObject({ id: 1, firstName: 'Ana' });
    expect(api.calls.map((call) => call.method)).toEqual(['PATCH', 'GET']);
  });

  it('leave the app to ask itself when they failed or were refused', async () => {
    signIn();
    const api = mockApi(onEndpoint(PROFILE_ENDPOINTS.get, () => json(200, makeUser())));
    leaveEarly(session.getState().accessToken ?? '', new Response('{}', { status: 401 }));
    await expect(apiRequest(ME)).resolves.toMatchObject({ id: 1 });
    leaveEarly(session.getState().accessToken ?? '', null);
    await expect(apiRequest(ME)).resolves.toMatchObject({ id: 1 });
    expect(api.calls).toHaveLength(2);
  });
});
