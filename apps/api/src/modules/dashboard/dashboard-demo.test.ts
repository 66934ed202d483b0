// The coordinators' dashboard on the demo data: for the demo's super admin, global admin and
// admin, every figure equals the total of the list or report it links to, as the same caller
// reads it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DASHBOARD_ENDPOINTS,
  DONATION_ENDPOINTS,
  LEADERSHIP_REPORT_ENDPOINTS,
  LETTER_ENDPOINTS,
  REPORT_ENDPOINTS,
  SPONSOR_ENDPOINTS,
  STUDENT_ENDPOINTS,
  type CoordinatorDashboard,
} from '@portal/shared';
import { DEMO_ACCOUNTS, seedDemoData } from '../../db/seed/demo-data';
import { createPasswordHasher } from '../../lib/passwords';
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
      const figures = await read<CoordinatorDashboard>(DASHBOARD_ENDPOINTS.get.path);
      const total = async (path: string, query: Record<string, string> = {}) =>
        (await read<{ total: number }>(path, { ...query, pageSize: '1' })).total;
      const students = (query: Record<string, string>) => total(STUDENT_ENDPOINTS.list.path, query);
      expect(await students({})).toBe(figures.students.total);
      expect(await students({ sponsors: 'any' })).toBe(figures.students.sponsored);
      expect(await students({ status: 'active', sponsors: 'none' })).toBe(figures.students.waiting);
      for (const [count, key] of [
        ['1', 'one'],
        ['2', 'two'],
        ['3', 'three'],
      ] as const)
        expect(await students({ sponsors: count })).toBe(figures.students.bySponsors[key]);
      const sponsors = (query: Record<string, string>) => total(SPONSOR_ENDPOINTS.list.path, query);
      expect(await sponsors({ active: 'true' })).toBe(figures.sponsors.active);
      expect(await sponsors({ joined: 'thisYear' })).toBe(figures.sponsors.newThisYear);
      expect(await sponsors({ parents: 'unconfirmed' })).toBe(
        figures.actions.unconfirmedParentContacts,
      );
      expect(await total(REPORT_ENDPOINTS.lapsedSponsors.path)).toBe(figures.sponsors.lapsed);
      expect(await total(LETTER_ENDPOINTS.reviewQueue.path)).toBe(figures.letters.inReview);
      const waiting = await read<{ items: Array<{ id: number }> }>(
        REPORT_ENDPOINTS.waitingStudents.path,
        { pageSize: '5' },
      );
      expect(figures.longestWaiting.map((student) => student.id)).toEqual(
        waiting.items.map((student) => student.id),
      );
      expect(
        await total(DONATION_ENDPOINTS.list.path, {
          periodId: String(figures.year!.id),
          status: 'confirmed',
        }),
      ).toBe(figures.money!.thisYear.gifts);
      const completion = await read<{ total: number; withDistinction: number }>(
        LEADERSHIP_REPORT_ENDPOINTS.completion.path,
        { pageSize: '1' },
      );
      expect(figures.leadership.sponsors).toBe(completion.total);
      expect(figures.leadership.withDistinction).toBe(completion.withDistinction);
    },
  );
});
