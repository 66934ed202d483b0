// The public one-click unsubscribe link (RFC 8058): GET says what it is for with the address
// partly hidden; POST unsubscribes (a mail client's form body, the page's JSON, or nothing), once
// or again, and leaves out the campaign messages still waiting for the address; an unknown link
// is 404 and counted against the caller's address (429 past the limit), a real one is not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATHS } from '@portal/shared';
import { newUnsubscribeToken } from '../../lib/mail-headers';
import { insertMail } from '../../lib/mail-outbox';
import {
  createTestContext,
  errorOf,
  queryRows,
  type TestContext,
} from '../../../test/helpers/test-app';

let ctx: TestContext;
let token: string;
let waitingId: number;

const url = (value: string) => EMAIL_PATHS.unsubscribe.replace(':token', value);

async function queueCampaignMessage(to: string, unsubscribeToken: string | null) {
  const id = await insertMail(
    ctx.database.db,
    { to, language: 'es-CO', subject: 'Noticias', text: 'x', kind: 'campaign' },
    new Date(),
  );
  await ctx.database.db.execute(
    sql`update mail_outbox set unsubscribe_token = ${unsubscribeToken} where id = ${id}`,
  );
  return id;
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { UNSUBSCRIBE_LINK_MAX_FAILURES_PER_IP: '3' } });
  token = newUnsubscribeToken();
  await queueCampaignMessage('Lucia@example.org', token);
  waitingId = await queueCampaignMessage('lucia@example.org', null);
});
afterAll(() => ctx.close());

const fromAddress = (remoteAddress: string) => ({ remoteAddress });

describe('unsubscribe link', () => {
  it('says what it is for, with the address partly hidden, in the message language', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: url(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: 'l***@example.org',
      language: 'es-CO',
      unsubscribed: false,
    });
  });

  it('unsubscribes with the one-click form body of RFC 8058, and again with JSON or nothing', async () => {
    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toMatchObject({ address: 'l***@example.org', unsubscribed: true });
    const rows = await queryRows<{ email: string; is_unsubscribed: boolean }>(
      ctx.database,
      sql`select email, unsubscribed_at is not null as is_unsubscribed from mail_addresses`,
    );
    expect(rows).toEqual([{ email: 'lucia@example.org', is_unsubscribed: true }]);
    const [waiting] = await queryRows<{ status: string; error: string }>(
      ctx.database,
      sql`select status, error from mail_outbox where id = ${waitingId}`,
    );
    expect(waiting).toEqual({ status: 'skipped', error: 'unsubscribed' });

    const json = await ctx.app.inject({ method: 'POST', url: url(token), payload: {} });
    expect(json.statusCode).toBe(200);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: url(token),
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const bare = await ctx.app.inject({ method: 'POST', url: url(token) });
    expect(bare.json()).toMatchObject({ unsubscribed: true });
    const state = await ctx.app.inject({ method: 'GET', url: url(token) });
    expect(state.json()).toMatchObject({ unsubscribed: true });
  });

  it('answers 400 for a malformed token and 404 for an unknown one', async () => {
    const malformed = await ctx.app.inject({ method: 'GET', url: url('short') });
    expect(malformed.statusCode).toBe(400);
    const bad = await ctx.app.inject({ method: 'GET', url: url('x'.repeat(200)) });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: url(newUnsubscribeToken()),
      ...fromAddress('10.9.0.1'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('UNSUBSCRIBE_LINK_INVALID');
  });

  it('refuses an address that tried too many unknown links (429), not one that used real ones', async () => {
    for (let i = 0; i < 5; i += 1) {
      const real = await ctx.app.inject({
        method: 'GET',
        url: url(token),
        ...fromAddress('10.9.0.2'),
      });
      expect(real.statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) {
      const guess = await ctx.app.inject({
        method: 'GET',
        url: url(newUnsubscribeToken()),
        ...fromAddress('10.9.0.2'),
      });
      expect(guess.statusCode).toBe(404);
    }
    const refused = await ctx.app.inject({
      method: 'POST',
      url: url(token),
      ...fromAddress('10.9.0.2'),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(errorOf(refused).code).toBe('TOO_MANY_UNSUBSCRIBE_ATTEMPTS');
    const elsewhere = await ctx.app.inject({
      method: 'GET',
      url: url(token),
      ...fromAddress('10.9.0.3'),
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
