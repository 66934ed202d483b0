// A sponsor's devices (push_subscriptions) and topic choices (push_topic_settings): each row is
// the caller's own, reached by their user id, never by an id the caller names.
import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput, PushTopicSettings } from '@portal/shared';
import type { Database } from '../../db/client';
import { pushSubscriptions, pushTopicSettings } from '../../db/schema/index';

/**
 * Keeps the device for the caller's session: the same browser saving again (a new sign-in, new
 * keys) replaces its row, whoever had it, so one device is never told another account's news.
 */
export async function upsertSubscription(
  db: Database,
  owner: { userId: number; sessionId: string },
  input: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  const fields = {
    userId: owner.userId,
    sessionId: owner.sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    updatedAt: now,
  };
  await db
    .insert(pushSubscriptions)
    .values({ ...fields, endpoint: input.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
}

export async function deleteOwnSubscription(
  db: Database,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

const ALL_TOPICS: PushTopicSettings = {
  newLetter: true,
  letterDue: true,
  meetingTomorrow: true,
  recommit: true,
};

export async function findTopicSettings(db: Database, userId: number): Promise<PushTopicSettings> {
  const [row] = await db
    .select({
      newLetter: pushTopicSettings.newLetter,
      letterDue: pushTopicSettings.letterDue,
      meetingTomorrow: pushTopicSettings.meetingTomorrow,
      recommit: pushTopicSettings.recommit,
    })
    .from(pushTopicSettings)
    .where(eq(pushTopicSettings.userId, userId));
  return row ?? ALL_TOPICS;
}

export async function saveTopicSettings(
  db: Database,
  userId: number,
  settings: PushTopicSettings,
  now: Date,
): Promise<void> {
  await db
    .insert(pushTopicSettings)
    .values({ userId, ...settings, updatedAt: now })
    .onConflictDoUpdate({
      target: pushTopicSettings.userId,
      set: { ...settings, updatedAt: now },
    });
}
