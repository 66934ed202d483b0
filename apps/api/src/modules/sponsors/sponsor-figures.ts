// The sponsors figure of the coordinators' dashboard: active sponsors in the caller's schools,
// summed from the counters the database keeps per school and active flag (sponsor_counts), the
// same sponsors the list shows with its "active" filter.
import { and, eq, sql } from 'drizzle-orm';
import { sponsorCounts } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { scopeCondition } from '../../lib/scopes/scope';
import { sponsorList } from './sponsor-list';
import type { SponsorsContext } from './sponsors-context';
import { sponsorVisibility } from './sponsors.repo';

export async function sponsorFigures(
  { db }: SponsorsContext,
  auth: AuthContext,
): Promise<{ active: number }> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${sponsorCounts.sponsors}), 0)`.mapWith(Number) })
    .from(sponsorCounts)
    .where(
      and(
        eq(sponsorCounts.active, true),
        scopeCondition(auth, 'sponsors', { school: sponsorCounts.schoolId }),
      ),
    );
  return { active: row?.value ?? 0 };
}

/**
 * The sponsors list's totals behind two more of the dashboard's figures: sponsors who joined
 * since the year's first day, and those with a parent contact waiting for a coordinator.
 */
export async function sponsorListFigures(
  { db }: SponsorsContext,
  auth: AuthContext,
): Promise<{ newThisYear: number; unconfirmedParentContacts: number }> {
  const visibility = sponsorVisibility(auth);
  const order = { sort: 'lastName', order: 'asc' } as const;
  const [joined, unconfirmed] = await Promise.all([
    sponsorList.total(db, visibility, { ...order, joined: 'thisYear' }),
    sponsorList.total(db, visibility, { ...order, parents: 'unconfirmed' }),
  ]);
  return { newThisYear: joined.total, unconfirmedParentContacts: unconfirmed.total };
}
