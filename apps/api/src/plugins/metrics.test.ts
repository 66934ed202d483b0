// GET /metrics: absent by default; with METRICS_TOKEN, only for that bearer token, showing the
// request-duration histogram by route and status, the database pool, the mail queue and the
// event loop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_ENDPOINTS } from '@portal/shared';
import {
  buildTestApp,
  createTestContext,
  errorOf,
  type TestApp,
  type TestContext,
} from '../../test/helpers/test-app';

const TOKEN = 'metrics-token-0123456789-abcdef';
let ctx: TestContext;
let withMetrics: TestApp;

beforeAll(async () => {
  ctx = await createTestContext();
  withMetrics = await buildTestApp(ctx.testDatabase.openAnother(), {
    env: { METRICS_TOKEN: TOKEN },
  });
});
afterAll(async () => {
  await withMetrics.close();
  await ctx.close();
});

describe('GET /metrics', () => {
  it('does not exist unless METRICS_TOKEN is set', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    // An API path, not the web app: a JSON refusal.
    expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
  });

  it('refuses a missing or wrong token with 401, in the caller language', async () => {
    const missing = await withMetrics.app.inject({ method: 'GET', url: '/metrics' });
    expect(missing.statusCode).toBe(401);
    const wrong = await withMetrics.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x`, 'accept-language': 'es-CO' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('UNAUTHENTICATED');
    expect(wrong.body).not.toContain('http_request_duration_seconds');
  });

  it('shows the route histogram, the pool, the mail queue and the event loop with the token', async () => {
    await withMetrics.app.inject({ method: 'GET', url: LIST_ENDPOINTS.get.path });
    // Without SMTP_URL a mail stays due.
    await withMetrics.app.mailer.send({
      to: 'someone@example.org',
      language: 'en-US',
      subject: 'Waiting',
      text: 'x',
    });
    const response = await withMetrics.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(
      /http_request_duration_seconds_bucket\{[^}]*route="\/edrocks\/public\/lists\/"[^}]*status_code="200"/,
    );
    expect(response.body).toContain('portal_database_pool_connections{state="total"}');
    expect(response.body).toContain('portal_mail_queue_messages{state="due"} 1');
    expect(response.body).toContain('portal_mail_queue_messages{state="failed"} 0');
    expect(response.body).toContain('nodejs_eventloop_lag_seconds');
    // Only metrics that report: the plugin's request summary is off.
    expect(response.body).not.toContain('http_request_summary_seconds');
  });

  it('keeps each app its own figures when several run in one process', async () => {
    // Several API apps share a process in tests and in the export benchmark: a metric left in
    // prom-client's global registry made the second app fail to start.
    const second = await buildTestApp(ctx.testDatabase.openAnother(), {
      env: { METRICS_TOKEN: TOKEN },
    });
    try {
      await second.app.inject({ method: 'GET', url: '/healthz' });
      const response = await second.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('route="/healthz"');
      expect(response.body).not.toContain('route="/edrocks/public/lists/"');
    } finally {
      await second.close();
    }
  });

  it('throttles guesses of the token per address', async () => {
    const guess = () =>
      withMetrics.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.77',
        headers: { authorization: 'Bearer guess' },
      });
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) answers.push((await guess()).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
