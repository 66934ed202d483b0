// The demo data set: idempotent, and every listed account signs in with its listed password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, listsResponseSchema } from '@portal/shared';
import { createPasswordHasher } from '../../lib/passwords';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-data';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('can run twice and lets every demo account sign in', async () => {
    const passwords = createPasswordHasher(ctx.config.argon2);
    await seedDemoData(ctx.database.db, passwords);
    await seedDemoData(ctx.database.db, passwords);
    const lists = listsResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: API.lists })).json(),
    );
    expect(lists.schools).toHaveLength(3);
    expect(lists.villages).toHaveLength(4);
    expect(new Set(DEMO_ACCOUNTS.map((account) => account.role)).size).toBe(5);
    for (const account of DEMO_ACCOUNTS) {
      const session = await ctx.login(account.email, account.password);
      expect(session.data).toMatchObject({ role: account.role, language: account.language });
    }
  });
});
