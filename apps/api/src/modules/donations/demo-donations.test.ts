// The demo's donations: seeded once (a second run adds nothing), the demo sponsor's page counts
// the year's confirmed gifts (not the refunded one) and shows messages in both languages, and the
// total report has the previous year's gift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  DONATION_ENDPOINTS,
  DONATION_PATHS,
  donationSummarySchema,
  endpointPath,
  myDonationPagesSchema,
  donationPageSchema,
} from '@portal/shared';
import { createPasswordHasher } from '../../lib/passwords';
import { DEMO_ACCOUNTS, seedDemoData } from '../../db/seed/demo-data';
import { createTestContext, queryRows, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;
const counts: number[] = [];

async function countDonations(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx.database,
    sql`select count(*)::int as n from donations`,
  );
  return row!.n;
}

async function signIn(role: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  const { access } = await ctx.login(account?.email ?? '', account?.password);
  return { authorization: `Bearer ${access}` };
}

beforeAll(async () => {
  ctx = await createTestContext();
  const passwords = createPasswordHasher(ctx.config.argon2);
  await seedDemoData(ctx.database.db, passwords);
  counts.push(await countDonations());
  await seedDemoData(ctx.database.db, passwords);
  counts.push(await countDonations());
});
afterAll(() => ctx.close());

describe('demo donations', () => {
  it('fill the demo sponsor’s page with the year’s gifts, once', async () => {
    expect(counts[0]).toBeGreaterThanOrEqual(10);
    expect(counts[1]).toBe(counts[0]);
    const mine = myDonationPagesSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: DONATION_PATHS.myPages,
          headers: await signIn('SPONSOR'),
        })
      ).json(),
    );
    const [first] = mine.pages;
    expect(first).toBeDefined();
    // 50 + 25 + 100 + 30 (cash) + 75; the refunded 25 does not count.
    expect(first!.raisedCents).toBe(28000);
    expect(first!.giftCount).toBe(5);
    expect(first!.text).toContain(first!.studentFirstName);
    const messages = first!.messages.map((message) => message.message);
    expect(messages).toContain('Keep up the great work at school!');
    expect(messages).toContain('¡Mucho ánimo! Estamos orgullosos de ti.');
    expect(messages).not.toContain('Sorry, wrong card!');

    const page = donationPageSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: endpointPath(DONATION_ENDPOINTS.page, {
            sponsorId: first!.sponsorId,
            studentId: first!.studentId,
          }),
        })
      ).json(),
    );
    expect(page.raisedCents).toBe(28000);
  });

  it('give the total report two years', async () => {
    const summary = donationSummarySchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: DONATION_PATHS.summary,
          headers: await signIn('SUPER_ADMIN'),
        })
      ).json(),
    );
    expect(summary.byYear.length).toBeGreaterThanOrEqual(2);
    expect(summary.bySchool.some((row) => row.id === null)).toBe(true);
  });
});
