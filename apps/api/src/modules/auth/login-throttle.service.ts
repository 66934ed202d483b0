// Slows, then refuses, repeated failed sign-ins per username and per client address. The state
// lives in the database so every API instance sees the same counters.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import {
  deleteExpiredThrottleRows,
  deleteThrottleRow,
  findThrottleRows,
  recordThrottleFailure,
} from './login-throttle.repo';

/** The delay never grows past this many steps, so a slowed answer stays within a few seconds. */
const MAX_SLOWDOWN_STEPS = 10;

export interface ThrottleSubject {
  username: string;
  ip: string;
}

export interface LoginThrottle {
  /** Throws 429 TOO_MANY_ATTEMPTS when locked; otherwise returns how long to hold the answer. */
  check(subject: ThrottleSubject): Promise<{ delayMs: number }>;
  recordFailure(subject: ThrottleSubject): Promise<void>;
  /** A successful sign-in clears the username's counter (not the address's: it may be shared). */
  recordSuccess(subject: ThrottleSubject): Promise<void>;
  pruneExpired(): Promise<void>;
}

const usernameKey = (username: string) => `user:${username.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

export function createLoginThrottle(
  db: Database,
  settings: Config['loginThrottle'],
  clock: Clock,
): LoginThrottle {
  // An address may be shared by many people (a school's network), so it is slowed later than a
  // username, in proportion to its higher limit.
  const ipSlowdownAfter = Math.round(
    (settings.slowdownAfter * settings.maxFailuresPerIp) / settings.maxFailuresPerUsername,
  );
  const rules = (subject: ThrottleSubject) => [
    {
      key: usernameKey(subject.username),
      maxFailures: settings.maxFailuresPerUsername,
      slowdownAfter: settings.slowdownAfter,
    },
    {
      key: ipKey(subject.ip),
      maxFailures: settings.maxFailuresPerIp,
      slowdownAfter: ipSlowdownAfter,
    },
  ];

  return {
    async check(subject) {
      const now = clock.now();
      const subjectRules = rules(subject);
      const rows = await findThrottleRows(
        db,
        subjectRules.map((rule) => rule.key),
      );
      const lockedUntil = rows
        .map((row) => row.lockedUntil)
        .filter((until): until is Date => until !== null && until > now)
        .sort((a, b) => b.getTime() - a.getTime())[0];
      if (lockedUntil) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
        );
        throw appError('TOO_MANY_ATTEMPTS', {
          retryAfterSeconds,
          params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
        });
      }
      const windowStart = now.getTime() - settings.windowMs;
      const steps = Math.max(
        0,
        ...rows
          .filter((row) => row.windowStartedAt.getTime() > windowStart)
          .map((row) => {
            const rule = subjectRules.find((candidate) => candidate.key === row.key);
            return rule ? row.failures - rule.slowdownAfter + 1 : 0;
          }),
      );
      return { delayMs: Math.min(MAX_SLOWDOWN_STEPS, steps) * settings.slowdownStepMs };
    },
    async recordFailure(subject) {
      const now = clock.now();
      for (const rule of rules(subject))
        await recordThrottleFailure(db, rule, now, settings.windowMs);
    },
    async recordSuccess(subject) {
      await deleteThrottleRow(db, usernameKey(subject.username));
    },
    async pruneExpired() {
      const now = clock.now();
      await deleteExpiredThrottleRows(db, new Date(now.getTime() - settings.windowMs), now);
    },
  };
}
