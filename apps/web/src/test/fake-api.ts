// A fake of the API at the edge of the world (fetch): answers by method and path, records calls.
import { vi } from 'vitest';
import type { UserData } from '@portal/shared';

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorBody(
  status: number,
  code: string,
  messageKey: string,
  extra: object = {},
): Response {
  return json(status, { code, message: code, messageKey, ...extra });
}

/** Installs a fake fetch; `handlers` keys are "METHOD /path". Unknown routes answer 404. */
export function installFakeApi(handlers: Record<string, FakeHandler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    const call: RecordedCall = {
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(call) : errorBody(404, 'ROUTE_NOT_FOUND', 'errors.routeNotFound');
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token expiring `expiresInMs` from now. */
export function makeAccessToken(expiresInMs: number, subject = 1): string {
  const exp = Math.floor((Date.now() + expiresInMs) / 1000);
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify({ sub: subject, exp }))}.sig`;
}

export function makeUser(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 1,
    role: 'SUPER_ADMIN',
    email: 'director@example.org',
    firstName: 'Ana',
    lastName: 'Director',
    fullName: 'Ana Director',
    phone: '',
    language: 'en-US',
    photoUrl: null,
    ...overrides,
  };
}
