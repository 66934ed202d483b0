// A campaign whose messages the mail server refuses: a 5xx refusal is bounced at once (with the
// server's answer, one bounce counted for the address), a 4xx one that never ends fails once its
// tries run out; the campaign finishes with both counted as failed (the bounced ones apart too),
// and the logs find each by its status, in the list, the campaign's messages and the export.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_PATHS, type Campaign, type CampaignPage, type DeliveryPage } from '@portal/shared';
import { createActors, EVERY_ROLE, type Actor } from '../../../test/helpers/fixtures';
import { ManualClock } from '../../../test/helpers/clock';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

const MINUTE_MS = 60_000;
const MAX_ATTEMPTS = 3;
const clock = new ManualClock(new Date('2026-11-25T15:00:00Z'));
const REFUSED = 'no-such-mailbox@example.org';
const DEFERRED = 'always-busy@example.org';
const TAKEN = 'reads-mail@example.org';
let ctx: TestContext;
let smtp: TestSmtpServer;
let admin: Actor;
let campaignId: number;

const pathOf = (path: string, id: number) => path.replace(':id', String(id));
const addressesOf = (page: DeliveryPage) => page.items.map((item) => item.to);

async function deliverAll() {
  await ctx.app.background.flush();
  await ctx.app.mailer.flush();
  await ctx.app.email.runDueCampaigns();
}

beforeAll(async () => {
  smtp = await startSmtpServer({
    isRefused: (address) => address === REFUSED,
    isDeferred: (address) => address === DEFERRED,
  });
  ctx = await createTestContext({
    clock,
    mailQueue: { maxAttempts: MAX_ATTEMPTS, pollMs: 10 * MINUTE_MS },
    env: { SMTP_URL: smtp.url, ACCESS_TOKEN_TTL: '30d' },
  });
  ({ SUPER_ADMIN: admin } = await createActors(ctx, { SUPER_ADMIN: EVERY_ROLE.SUPER_ADMIN }));
  const created = await admin.request('POST', EMAIL_PATHS.campaigns, {
    audience: {
      kind: 'list',
      recipients: [{ email: REFUSED }, { email: DEFERRED }, { email: TAKEN }],
    },
    subject: { 'en-US': 'Refusals' },
    body: { 'en-US': 'Hello.' },
  });
  expect(created.statusCode, created.body).toBe(201);
  campaignId = created.json<{ id: number }>().id;
  const sent = await admin.request('POST', pathOf(EMAIL_PATHS.campaignSend, campaignId), {});
  expect(sent.statusCode, sent.body).toBe(202);
  await deliverAll();
});

afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const readCampaign = async () =>
  (await admin.request('GET', pathOf(EMAIL_PATHS.campaign, campaignId))).json<Campaign>();

describe('a campaign the mail server refuses', () => {
  it('bounces a 5xx refusal at once, and keeps trying a 4xx one until its tries run out', async () => {
    const first = await readCampaign();
    expect(first).toMatchObject({
      state: 'sending',
      counts: { queued: 1, sent: 1, failed: 1, bounced: 1, skipped: 0 },
    });
    const bounced = await queryRows<{ status: string; error: string; bounces: number }>(
      ctx.database,
      sql`select m.status, m.error, a.bounces from mail_outbox m join mail_addresses a on a.email = m.to_address where m.to_address = ${REFUSED}`,
    );
    expect(bounced).toEqual([expect.objectContaining({ status: 'bounced', bounces: 1 })]);
    expect(bounced[0]?.error).toMatch(/550|mailbox/i);

    for (const wait of [1, 5]) {
      clock.advance(wait * MINUTE_MS);
      await deliverAll();
    }
    const done = await readCampaign();
    expect(done).toMatchObject({
      state: 'finished',
      counts: { queued: 0, sent: 1, failed: 2, bounced: 1, skipped: 0 },
    });
    expect(done.retrying.count).toBe(0);
    const list = await admin.request('GET', `${EMAIL_PATHS.campaigns}?q=Refusals`);
    expect(list.json<CampaignPage>().items).toEqual([
      expect.objectContaining({ id: campaignId, sent: 1, failed: 2 }),
    ]);
  });

  it('finds the bounced and the failed messages by their status', async () => {
    const messages = pathOf(EMAIL_PATHS.campaignMessages, campaignId);
    const read = async (path: string) => {
      const response = await admin.request('GET', path);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DeliveryPage>();
    };
    expect(addressesOf(await read(`${messages}?status=bounced`))).toEqual([REFUSED]);
    expect(addressesOf(await read(`${messages}?status=failed`))).toEqual([DEFERRED]);
    const bounced = await read(`${EMAIL_PATHS.deliveries}?status=bounced`);
    expect(addressesOf(bounced)).toEqual([REFUSED]);
    expect(bounced.items[0]).toMatchObject({ status: 'bounced', kind: 'campaign', attempts: 1 });
    expect(bounced.items[0]?.error).toMatch(/550|mailbox/i);
    const failed = await read(`${EMAIL_PATHS.deliveries}?status=failed`);
    expect(failed.items).toEqual([
      expect.objectContaining({ to: DEFERRED, status: 'failed', attempts: MAX_ATTEMPTS }),
    ]);
  });

  it('exports the status in the reader’s words', async () => {
    const path = `${EMAIL_PATHS.deliveries}/export?format=csv&status=bounced`;
    const english = await admin.request('GET', path);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain(REFUSED);
    expect(english.body).toContain('Bounced');
    const spanish = await admin.request('GET', path, undefined, { 'accept-language': 'es-CO' });
    expect(spanish.body).toContain('Rebotado');
    expect(spanish.body).not.toContain(DEFERRED);
  });
});
