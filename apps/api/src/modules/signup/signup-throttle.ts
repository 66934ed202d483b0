// Slows, then refuses, repeated failed sign-ups from one client address, so that registration
// codes cannot be guessed quickly. It shares the login throttle's table and window (the
// maintenance task prunes both), with its own key and limits.
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { findThrottleRows, recordThrottleFailure } from '../auth/login-throttle.repo';

/** The delay never grows past this many steps, as for sign-in. */
const MAX_SLOWDOWN_STEPS = 10;

export interface SignupThrottle {
  /** Throws 429 TOO_MANY_SIGNUP_ATTEMPTS when locked; otherwise how long to hold the answer. */
  check(ip: string): Promise<{ delayMs: number }>;
  recordFailure(ip: string): Promise<void>;
}

const signupKey = (ip: string) => `signup-ip:${ip}`;

export function createSignupThrottle(
  db: Database,
  settings: {
    login: Pick<Config['loginThrottle'], 'windowMs' | 'slowdownStepMs'>;
    signup: Config['signupThrottle'];
  },
  clock: Clock,
): SignupThrottle {
  const { windowMs, slowdownStepMs } = settings.login;
  const { maxFailuresPerIp, slowdownAfter } = settings.signup;
  return {
    async check(ip) {
      const now = clock.now();
      const [row] = await findThrottleRows(db, [signupKey(ip)]);
      if (!row) return { delayMs: 0 };
      if (row.lockedUntil && row.lockedUntil > now) {
        const retryAfterSeconds = Math.max(
          1,
          Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000),
        );
        throw appError('TOO_MANY_SIGNUP_ATTEMPTS', {
          retryAfterSeconds,
          params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
        });
      }
      if (row.windowStartedAt.getTime() <= now.getTime() - windowMs) return { delayMs: 0 };
      const steps = Math.max(0, row.failures - slowdownAfter + 1);
      return { delayMs: Math.min(MAX_SLOWDOWN_STEPS, steps) * slowdownStepMs };
    },
    async recordFailure(ip) {
      await recordThrottleFailure(
        db,
        { key: signupKey(ip), maxFailures: maxFailuresPerIp },
        clock.now(),
        windowMs,
      );
    },
  };
}
