// The push queue's worker, one in every process, like the mail queue's (lib/mailer.ts): it claims
// due notifications for a while (FOR UPDATE SKIP LOCKED), sends each to its device's push
// service and records the outcome; a failure is retried with growing waits (1 minute to 6 hours,
// 12 tries); a subscription the push service no longer knows (404, 410) is deleted. A new
// notification wakes every process through the change feed (`push`); a poll finds retries and
// notifications whose worker died. Tests call `flush()` to send what is due now.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { ChangeFeed } from '../change-feed';
import type { Clock } from '../clock';
import { sendPush, type PushAnswer } from './push-delivery';
import type { VapidKeys } from './push-keys';
import {
  claimDuePushes,
  deleteSubscription,
  recordPushOutcome,
  type ClaimedPush,
  type PushOutcome,
} from './push-outbox';

/** The change topic the push queue's inserts notify (its module declares it). */
export const PUSH_CHANGE_TOPIC = 'push';

const POLL_MS = 5_000;
const LEASE_MS = 2 * 60_000;
const CLAIM_SIZE = 20;
const MAX_ATTEMPTS = 12;

export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60_000);
}

export interface PushSenderOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  keys: VapidKeys;
  testOrigins: readonly string[];
  changes?: ChangeFeed | undefined;
}

export interface PushSender {
  /** Sends what is due now (tests, `npm run` tools). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

function outcomeOf(answer: PushAnswer, attempts: number, at: Date): PushOutcome | 'gone' {
  const { statusCode } = answer;
  if (statusCode >= 200 && statusCode < 300) return { status: 'sent', at };
  if (statusCode === 404 || statusCode === 410) return 'gone';
  const error = `${statusCode} ${answer.body}`.trim();
  const isRetried = statusCode === 429 || statusCode >= 500;
  if (!isRetried || attempts >= MAX_ATTEMPTS) return { status: 'failed', at, error };
  return {
    status: 'pending',
    at,
    error,
    nextAttemptAt: new Date(at.getTime() + retryDelayMs(attempts)),
  };
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, clock, log } = options;
  let isClosed = false;
  let running: Promise<void> | undefined;
  let isWanted = false;

  async function deliver(push: ClaimedPush, lockedUntil: Date): Promise<void> {
    const attempts = push.attempts + 1;
    if (!push.isLive) {
      // Signed out or deactivated since it was queued: nothing goes to the device.
      const outcome = { status: 'failed' as const, at: clock.now(), error: 'not signed in' };
      await recordPushOutcome(db, push, lockedUntil, outcome);
      return;
    }
    let outcome: PushOutcome | 'gone';
    try {
      const answer = await sendPush(
        push,
        JSON.stringify(push.payload),
        options.keys,
        options.testOrigins,
      );
      outcome = outcomeOf(answer, attempts, clock.now());
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      outcome = outcomeOf({ statusCode: 503, body: reason }, attempts, clock.now());
    }
    if (outcome === 'gone') return deleteSubscription(db, push.subscriptionId);
    if (outcome.status !== 'sent')
      log.warn({ pushId: push.id, attempts, error: outcome.error }, 'a push notification failed');
    const isStillHeld = await recordPushOutcome(db, push, lockedUntil, outcome);
    if (!isStillHeld)
      log.warn(
        { pushId: push.id },
        'a push was held past its lease: another worker may have sent it',
      );
  }

  async function pass(): Promise<void> {
    for (;;) {
      if (isClosed) return;
      const now = clock.now();
      const lockedUntil = new Date(now.getTime() + LEASE_MS);
      const pushes = await claimDuePushes(db, now, lockedUntil, CLAIM_SIZE);
      if (pushes.length === 0) return;
      const outcomes = await Promise.allSettled(pushes.map((push) => deliver(push, lockedUntil)));
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected')
          log.error({ err: outcome.reason as unknown }, 'a push delivery could not be recorded');
      }
    }
  }

  function run(): Promise<void> {
    if (isClosed) return Promise.resolve();
    isWanted = true;
    running ??= (async () => {
      try {
        while (isWanted && !isClosed) {
          isWanted = false;
          await pass().catch((error: unknown) =>
            log.error({ err: error }, 'the push queue could not be read'),
          );
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const wake = () => void run();
  options.changes?.onChange(PUSH_CHANGE_TOPIC, wake);
  const poll = setInterval(wake, POLL_MS);
  poll.unref();
  wake(); // notifications that waited while no process was running

  return {
    flush: run,
    async close() {
      isClosed = true;
      clearInterval(poll);
      await running;
    },
  };
}
