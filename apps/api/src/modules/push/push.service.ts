// Push notifications (`app.push`): a sponsor's devices and topic choices, the server's public key
// they subscribe with, and the daily reminders. Notices are queued by the areas where things
// happen (a letter's delivery, the recommit run) through lib/push/push-queue.ts, and sent by the
// push queue's worker (lib/push/push-sender.ts).
import type { PushSubscriptionInput, PushTopicSettings } from '@portal/shared';
import { PUSH_ERRORS } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { isAllowedPushEndpoint } from '../../lib/push/push-address';
import type { VapidKeys } from '../../lib/push/push-keys';
import { bindUseCases } from '../../lib/use-cases';
import { sendReminders, type RemindersContext } from './push-reminders';
import {
  deleteOwnSubscription,
  findTopicSettings,
  saveTopicSettings,
  upsertSubscription,
} from './push.repo';

export interface PushContext extends RemindersContext {
  keys: VapidKeys;
  /** PUSH_TEST_ORIGINS: local push services the tests start. */
  testOrigins: readonly string[];
}

function publicKey({ keys }: PushContext): { publicKey: string } {
  return { publicKey: keys.publicKey };
}

async function saveSubscription(
  { db, clock, testOrigins }: PushContext,
  auth: AuthContext,
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, testOrigins))
    throw appError(PUSH_ERRORS.PUSH_ENDPOINT_NOT_ALLOWED);
  await upsertSubscription(db, auth, input, clock.now());
}

async function deleteSubscription(
  { db }: PushContext,
  auth: AuthContext,
  endpoint: string,
): Promise<void> {
  await deleteOwnSubscription(db, auth.userId, endpoint);
}

function topics({ db }: PushContext, auth: AuthContext): Promise<PushTopicSettings> {
  return findTopicSettings(db, auth.userId);
}

async function saveTopics(
  { db, clock }: PushContext,
  auth: AuthContext,
  settings: PushTopicSettings,
): Promise<PushTopicSettings> {
  await saveTopicSettings(db, auth.userId, settings, clock.now());
  return findTopicSettings(db, auth.userId);
}

export function createPushService(context: PushContext) {
  return bindUseCases(context, {
    publicKey,
    saveSubscription,
    deleteSubscription,
    topics,
    saveTopics,
    sendReminders,
  });
}

export type PushService = ReturnType<typeof createPushService>;
