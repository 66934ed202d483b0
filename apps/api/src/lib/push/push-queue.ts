// Queuing a notification: `queuePushNotice(tx, ...)` writes one push_outbox row per device of the
// user, in the caller's transaction (a letter's delivery, the recommit run, a reminder's claim),
// so a notice is queued exactly when what it tells is committed. The key is claimed in
// push_notices first: the same key is never queued twice for a user, however many processes or
// runs try. Nothing is queued (nor claimed) for a deactivated account, a role that gets no
// notifications, a topic the user switched off, or a user without a signed-in device.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { canSee, type Language, type Role } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  pushNotices,
  pushOutbox,
  pushSubscriptions,
  pushTopicSettings,
  sessions,
  users,
  type PushPayload,
} from '../../db/schema/index';
import { pushWords, type PushNotice } from './push-texts';

export interface QueuedPushNotice {
  userId: number;
  /** What makes it once: `letter:12`, `letter-due:<sponsorship>:<number>`, `meeting:7:<sponsor>`. */
  key: string;
  /** The app's route it opens (PATHS of the web app, filled). */
  path: string;
  notice: PushNotice;
}

const liveSubscription = (userId: number) =>
  and(eq(pushSubscriptions.userId, userId), isNull(sessions.endedAt));

/** Queues the notice for every signed-in device of the user; how many devices it went to. */
export async function queuePushNotice(tx: Database, queued: QueuedPushNotice): Promise<number> {
  const topicColumn = pushTopicSettings[queued.notice.topic];
  const [target] = await tx
    .select({
      role: users.role,
      language: users.language,
      wantsTopic: sql<boolean>`coalesce(${topicColumn}, true)`,
      hasDevice: sql<boolean>`exists (select 1 from ${pushSubscriptions} join ${sessions} on ${sessions.id} = ${pushSubscriptions.sessionId} where ${liveSubscription(queued.userId)})`,
    })
    .from(users)
    .leftJoin(pushTopicSettings, eq(pushTopicSettings.userId, users.id))
    .where(and(eq(users.id, queued.userId), eq(users.active, true)));
  if (!target?.wantsTopic || !target.hasDevice) return 0;
  if (!canSee(target.role as Role, 'pushNotifications')) return 0;
  const claimed = await tx
    .insert(pushNotices)
    .values({ userId: queued.userId, key: queued.key })
    .onConflictDoNothing()
    .returning({ userId: pushNotices.userId });
  if (claimed.length === 0) return 0;
  const language: Language = target.language === 'es-CO' ? 'es-CO' : 'en-US';
  const payload: PushPayload = {
    ...pushWords(queued.notice, language),
    path: queued.path,
    topic: queued.notice.topic,
  };
  const devices = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(liveSubscription(queued.userId));
  if (devices.length === 0) return 0;
  await tx
    .insert(pushOutbox)
    .values(devices.map((device) => ({ subscriptionId: device.id, payload })));
  return devices.length;
}
