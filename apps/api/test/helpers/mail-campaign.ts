// A campaign's messages as the campaign module queues them (decision 042): one outbox row per
// address, each with its Message-ID and unsubscribe token, inserted in one statement. For the
// mail queue's tests and bench/email-bench.ts, which measure the worker, not the audience.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { emailCampaigns } from '../../src/db/schema/index';

export interface QueuedCampaign {
  campaignId: number;
  /** The recipients' addresses: `r<n>-<tag>@example.org`, n from 1. */
  addressOf(n: number): string;
}

export async function queueCampaignRows(
  db: Database,
  count: number,
  tag: string,
  now: Date = new Date(),
): Promise<QueuedCampaign> {
  const [campaign] = await db
    .insert(emailCampaigns)
    .values({
      audience: { parts: [] },
      subject: { 'en-US': `Campaign ${tag}` },
      body: { 'en-US': 'Hello' },
      state: 'sending',
      recipients: count,
    })
    .returning({ id: emailCampaigns.id });
  if (!campaign) throw new Error('campaign not stored');
  await db.execute(sql`
    insert into mail_outbox (to_address, language, subject, text, kind, campaign_id, message_id,
      unsubscribe_token, next_attempt_at)
    select 'r' || n || '-' || ${tag}::text || '@example.org', 'en-US', ${`Campaign ${tag}`}::text,
      'Hello ' || n, 'campaign', ${campaign.id}::int,
      '<' || gen_random_uuid()::text || '@example.org>',
      replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''),
      ${now}::timestamptz
    from generate_series(1, ${count}::int) as n`);
  await db.execute(sql`update email_campaigns set queued_at = ${now} where id = ${campaign.id}`);
  return { campaignId: campaign.id, addressOf: (n) => `r${n}-${tag}@example.org` };
}
