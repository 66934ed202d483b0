// The coordinators' dashboard on the demo data: for the demo's super admin, global admin and
// admin, every figure equals the total of the list or report it links to, as the same caller
// reads it (test/helpers/dashboard-agreement.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemoData } from '../../db/seed/demo-data';
import { createPasswordHasher } from '../../lib/passwords';
import { expectFiguresEqualLists } from '../../../test/helpers/dashboard-agreement';
import { createTestContext, type TestContext } from '../../../test/helpers/test-app';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.database.db, createPasswordHasher(ctx.config.argon2));
});
afterAll(() => ctx.close());

async function readerOf(role: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  const { access } = await ctx.login(account?.email ?? '', account?.password);
  return async <Body>(path: string, query: Record<string, string> = {}): Promise<Body> => {
    const search = new URLSearchParams(query).toString();
    const response = await ctx.app.inject({
      method: 'GET',
      url: search ? `${path}?${search}` : path,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Body>();
  };
}

describe('the dashboard on the demo data', () => {
  it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'])(
    'gives %s figures equal to the lists and reports they link to',
    async (role) => {
      const read = await readerOf(role);
      await expectFiguresEqualLists(read);
    },
  );
});
