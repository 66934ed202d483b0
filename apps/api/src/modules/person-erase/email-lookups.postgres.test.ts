// Exporting and erasing someone by the e-mail they gave (decision 054) finds their gifts, orders,
// parent contacts and parent signatures by `lower(email)`: tables that grow with the programme
// (millions of gifts), so each lookup must be able to use an index (migration 0064). The plans are
// read with sequential scans turned off: a lookup no index can serve still shows a `Seq Scan`.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const LOOKUPS: Array<[index: string, query: string]> = [
  [
    'donations_email_lower_idx',
    `select id from donations where lower(email) in ('ana@example.org')`,
  ],
  [
    'event_orders_buyer_email_lower_idx',
    `select id from event_orders where lower(buyer_email) in ('ana@example.org')`,
  ],
  [
    'sponsor_parents_email_lower_idx',
    `select id from sponsor_parents where lower(email) = 'ana@example.org'`,
  ],
  [
    'parent_agreement_links_parent_email_lower_idx',
    `select id from parent_agreement_links where lower(parent_email) = 'ana@example.org'`,
  ],
];

it.each(LOOKUPS)('looks up by e-mail through %s', async (index, query) => {
  const plan = await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await selectRows<{ 'QUERY PLAN': unknown }>(
      tx,
      sql.raw(`explain (format json) ${query}`),
    );
    return JSON.stringify(rows[0]?.['QUERY PLAN']);
  });
  expect(plan).toContain(index);
  expect(plan).not.toContain('Seq Scan');
});
