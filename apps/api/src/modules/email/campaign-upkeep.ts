// What the timer's round keeps true besides starting and finishing campaigns:
// - a campaign speaks for its coordinator only while they may still write it: when their account
//   was deactivated, their role no longer opens e-mail, or (an admin) a school or village the
//   audience names is no longer theirs, what they scheduled is cancelled when its time comes, and
//   what they are still sending (or paused) is cancelled at once; what was not sent never goes;
// - a paused or cancelled campaign sends nothing more: a message a worker held while the
//   campaign was paused or cancelled, and that the server refused for a while, comes back as
//   pending; it is held (paused) or cancelled here, long before its next try is due.
import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { canSee, isScoped, ROLES } from '@portal/shared';
import {
  adminSchools,
  adminVillages,
  emailCampaigns,
  mailOutbox,
  users,
} from '../../db/schema/index';
import { stopWaitingMessages } from './campaigns.repo';
import type { EmailContext } from './email-context';

const EMAIL_ROLES = ROLES.filter((role) => canSee(role, 'email'));
const SCOPED_ROLES = EMAIL_ROLES.filter((role) => isScoped(role, 'email'));

/** A place id the campaign's audience names (its parts' `key`) that `held` does not list. */
function namesPlaceNotHeld(key: 'schoolIds' | 'villageIds', held: SQL): SQL {
  const parts = sql`jsonb_array_elements(case jsonb_typeof(${emailCampaigns.audience}) when 'array' then ${emailCampaigns.audience} else jsonb_build_array(${emailCampaigns.audience}) end)`;
  return sql`exists (select 1 from ${parts} as "part"("value"), jsonb_array_elements_text(case jsonb_typeof("part"."value" -> ${key}) when 'array' then "part"."value" -> ${key} else '[]'::jsonb end) as "place"("id") where "place"."id"::integer not in (${held}))`;
}

const creatorCannotWriteIt = sql`exists (select 1 from ${users} where ${users.id} = ${emailCampaigns.createdBy} and (
  not ${users.active}
  or ${users.role} not in (${sql.join(
    EMAIL_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )})
  or (${users.role} in (${sql.join(
    SCOPED_ROLES.map((role) => sql`${role}`),
    sql`, `,
  )}) and (
    ${namesPlaceNotHeld('schoolIds', sql`select ${adminSchools.schoolId} from ${adminSchools} where ${adminSchools.userId} = ${users.id}`)}
    or ${namesPlaceNotHeld('villageIds', sql`select ${adminVillages.villageId} from ${adminVillages} where ${adminVillages.userId} = ${users.id}`)}))))`;

/**
 * Cancels the campaigns that could still send whose coordinator may no longer write them
 * (deactivated, another role, or places taken away), and their messages.
 */
export async function cancelCampaignsBeyondTheirAuthor({ db, clock }: EmailContext): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(emailCampaigns)
      .set({ state: 'cancelled', finishedAt: now, updatedAt: now })
      .where(
        and(
          or(
            and(eq(emailCampaigns.state, 'scheduled'), lte(emailCampaigns.scheduledAt, now)),
            inArray(emailCampaigns.state, ['sending', 'paused']),
          ),
          creatorCannotWriteIt,
        ),
      )
      .returning({ id: emailCampaigns.id });
    for (const { id } of cancelled)
      await stopWaitingMessages(tx, id, ['pending', 'held'], 'cancelled', now);
  });
}

/** Pending messages of paused campaigns are held, those of cancelled ones cancelled. */
export async function holdStrayMessages({ db, clock }: EmailContext): Promise<void> {
  const now = clock.now();
  const notHeldByAWorker = sql`(${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < ${now.toISOString()}::timestamptz)`;
  const campaignsIn = (state: 'paused' | 'cancelled') =>
    sql`${mailOutbox.campaignId} in (select ${emailCampaigns.id} from ${emailCampaigns} where ${emailCampaigns.state} = ${state})`;
  await db
    .update(mailOutbox)
    .set({ status: 'held' })
    .where(and(eq(mailOutbox.status, 'pending'), campaignsIn('paused'), notHeldByAWorker));
  await db
    .update(mailOutbox)
    .set({ status: 'cancelled', error: 'cancelled' })
    .where(and(eq(mailOutbox.status, 'pending'), campaignsIn('cancelled'), notHeldByAWorker));
}
