// Queries of the campaigns: who sees which (an admin: the campaigns whose named schools and
// villages all lie in their scope, at least one named, and those they wrote), one campaign with
// its messages counted from the outbox, and the state changes, each a conditional UPDATE so that
// two requests (or two processes) never both make the same change.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CampaignMessageCounts, CampaignState } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  adminSchools,
  adminVillages,
  emailCampaigns,
  mailOutbox,
  users,
} from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { mustScope } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

export const campaignVisibility = defineVisibility('email', (auth: AuthContext) => {
  if (!mustScope(auth, 'email')) return undefined;
  const schoolsInScope = sql`array(select ${adminSchools.schoolId} from ${adminSchools} where ${adminSchools.userId} = ${auth.userId})`;
  const villagesInScope = sql`array(select ${adminVillages.villageId} from ${adminVillages} where ${adminVillages.userId} = ${auth.userId})`;
  return sql`(${emailCampaigns.createdBy} = ${auth.userId} or (cardinality(${emailCampaigns.schoolIds}) + cardinality(${emailCampaigns.villageIds}) > 0 and ${emailCampaigns.schoolIds} <@ ${schoolsInScope} and ${emailCampaigns.villageIds} <@ ${villagesInScope}))`;
});
export type CampaignVisibility = Visibility<'email'>;

export type CampaignRecord = typeof emailCampaigns.$inferSelect & { createdByName: string | null };

// The campaign's column written out: in a one-table select Drizzle names columns without their
// table, and the subquery would read its own.
const creators = sql<
  string | null
>`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${sql.raw('"email_campaigns"."created_by"')})`;

export function selectCampaigns(db: Database) {
  return db
    .select({
      campaign: emailCampaigns,
      createdByName: creators.as('created_by_name'),
    })
    .from(emailCampaigns);
}

/** The campaign if the caller sees it; `forUpdate`: locked until the transaction ends. */
export async function findCampaign(
  db: Database,
  visibility: CampaignVisibility,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<CampaignRecord | undefined> {
  const query = selectCampaigns(db).where(and(eq(emailCampaigns.id, id), visibility.condition));
  const [row] = await (options.forUpdate ? query.for('update', { of: emailCampaigns }) : query);
  return row ? { ...row.campaign, createdByName: row.createdByName } : undefined;
}

export type NewCampaign = typeof emailCampaigns.$inferInsert;

export async function insertCampaign(db: Database, values: NewCampaign): Promise<number> {
  const [row] = await db.insert(emailCampaigns).values(values).returning({ id: emailCampaigns.id });
  return row!.id;
}

export async function updateCampaign(
  db: Database,
  id: number,
  values: Partial<NewCampaign>,
  fromStates?: readonly CampaignState[],
): Promise<boolean> {
  const rows = await db
    .update(emailCampaigns)
    .set(values)
    .where(
      and(
        eq(emailCampaigns.id, id),
        fromStates ? inArray(emailCampaigns.state, [...fromStates]) : undefined,
      ),
    )
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

export async function deleteDraft(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(emailCampaigns)
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.state, 'draft')))
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

export interface CampaignProgress {
  counts: CampaignMessageCounts;
  retrying: { count: number; lastError: string | null; nextAttemptAt: Date | null };
}

async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The campaign's messages counted by status (one index scan), and those waiting to retry. */
export async function campaignProgress(db: Database, id: number): Promise<CampaignProgress> {
  const byStatus = await db
    .select({ status: mailOutbox.status, count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.campaignId, id))
    .groupBy(mailOutbox.status);
  const count = (...statuses: string[]) =>
    byStatus
      .filter((row) => statuses.includes(row.status))
      .reduce((sum, row) => sum + Number(row.count), 0);
  const [retrying] = await rowsOf<{
    count: number | string;
    last_error: string | null;
    next_attempt_at: Date | string | null;
  }>(
    db,
    sql`select count(*) as count, (select ${mailOutbox.error} from ${mailOutbox} where ${mailOutbox.campaignId} = ${id} and ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > 0 order by ${mailOutbox.nextAttemptAt} desc limit 1) as last_error, min(${mailOutbox.nextAttemptAt}) as next_attempt_at from ${mailOutbox} where ${mailOutbox.campaignId} = ${id} and ${mailOutbox.status} = 'pending' and ${mailOutbox.attempts} > 0`,
  );
  const next = retrying?.next_attempt_at ?? null;
  return {
    counts: {
      queued: count('pending', 'held'),
      sent: count('sent'),
      failed: count('failed', 'bounced'),
      bounced: count('bounced'),
      skipped: count('skipped'),
      cancelled: count('cancelled'),
    },
    retrying: {
      count: Number(retrying?.count ?? 0),
      lastError: retrying?.last_error ?? null,
      nextAttemptAt: next === null ? null : new Date(next),
    },
  };
}

/** Pending messages no worker holds now become `held` (pause), or `cancelled` (cancel). */
export async function stopWaitingMessages(
  db: Database,
  id: number,
  from: ReadonlyArray<'pending' | 'held'>,
  to: 'held' | 'cancelled',
  now: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: to, ...(to === 'cancelled' ? { error: 'cancelled' } : {}) })
    .where(
      and(
        eq(mailOutbox.campaignId, id),
        inArray(mailOutbox.status, [...from]),
        sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    );
}

/** Held messages wait again, due now (resume). */
export async function releaseHeldMessages(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now })
    .where(and(eq(mailOutbox.campaignId, id), eq(mailOutbox.status, 'held')));
}
