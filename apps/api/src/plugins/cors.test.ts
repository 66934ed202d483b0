// Cross-origin requests: only the origins CORS_ORIGINS lists get CORS headers, on a simple read
// and a preflight; another origin, and every origin when none is configured, get none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@portal/shared';
import { ConfigError, loadConfig } from '../config';
import {
  buildTestApp,
  createTestContext,
  type TestApp,
  type TestContext,
} from '../../test/helpers/test-app';

const APP_ORIGIN = 'https://app.example.org';
const OTHER_ORIGIN = 'https://elsewhere.example.org';

let ctx: TestContext;
let unconfigured: TestApp;

beforeAll(async () => {
  ctx = await createTestContext({
    env: { CORS_ORIGINS: `${APP_ORIGIN}, capacitor://localhost` },
  });
  unconfigured = await buildTestApp(ctx.database);
});
afterAll(async () => {
  await unconfigured.close();
  await ctx.close();
});

function preflight(app: TestApp['app'], origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url: API.me,
    headers: {
      origin,
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization, content-type, accept-language',
    },
  });
}

describe('CORS', () => {
  it('answers an allowed origin on a simple read, an error and a preflight', async () => {
    const [health, refused] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: API.health, headers: { origin: APP_ORIGIN } }),
      ctx.app.inject({ method: 'GET', url: API.me, headers: { origin: APP_ORIGIN } }),
    ]);
    expect(health.statusCode).toBe(200);
    expect(refused.statusCode).toBe(401);
    for (const { headers } of [health, refused]) {
      expect(headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(headers['access-control-expose-headers']).toBe('Retry-After, Content-Disposition');
      expect(headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(headers.vary)).toMatch(/Origin/);
    }

    const answer = await preflight(ctx.app, APP_ORIGIN);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(answer.headers['access-control-allow-methods']).toBe(
      'GET, HEAD, POST, PUT, PATCH, DELETE',
    );
    const allowedHeaders = String(answer.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'accept-language']) {
      expect(allowedHeaders.split(', ')).toContain(header);
    }
    expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
    expect(answer.headers['access-control-max-age']).toBe('600');
  });

  it('allows every listed origin, an app wrapper scheme too', async () => {
    const answer = await preflight(ctx.app, 'capacitor://localhost');
    expect(answer.headers['access-control-allow-origin']).toBe('capacitor://localhost');
  });

  it('gives another origin no CORS header and no preflight answer', async () => {
    const read = await ctx.app.inject({
      method: 'GET',
      url: API.health,
      headers: { origin: OTHER_ORIGIN },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();

    const answer = await preflight(ctx.app, OTHER_ORIGIN);
    expect(answer.statusCode).toBe(404);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('allows no origin when none is configured', async () => {
    expect(unconfigured.config.corsOrigins).toEqual([]);
    const [read, answer] = await Promise.all([
      unconfigured.app.inject({ method: 'GET', url: API.health, headers: { origin: APP_ORIGIN } }),
      preflight(unconfigured.app, APP_ORIGIN),
    ]);
    expect(read.statusCode).toBe(200);
    expect(answer.statusCode).toBe(404);
    for (const { headers } of [read, answer]) {
      expect(headers['access-control-allow-origin']).toBeUndefined();
      expect(headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});

describe('CORS_ORIGINS', () => {
  it('reads comma-separated origins, blanks and repeats ignored', () => {
    expect(
      loadConfig({
        CORS_ORIGINS: ' https://a.example.org ,,http://localhost:5173,https://a.example.org',
      }).corsOrigins,
    ).toEqual(['https://a.example.org', 'http://localhost:5173']);
    expect(loadConfig({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
  });

  it.each([
    'https://app.example.org/',
    'https://app.example.org/path',
    'app.example.org',
    'https://App.example.org',
    'https://app.example.org:443',
    '*',
  ])('refuses %s at start-up, naming the variable and the value', (origin) => {
    expect(() => loadConfig({ CORS_ORIGINS: origin })).toThrow(ConfigError);
    expect(() => loadConfig({ CORS_ORIGINS: origin })).toThrow(
      /CORS_ORIGINS: ".*" is not an origin/,
    );
  });
});
