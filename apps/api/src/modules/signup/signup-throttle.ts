// Failed sign-ups per client address (wrong, disabled or closed codes, e-mails already used), so
// that registration codes cannot be guessed: reserved before the code is checked, atomically in
// the database (lib/throttle.ts), and given back when the sign-up succeeds.
import type { Config } from '../../config';
import { throttledError } from '../../lib/errors';
import type { Throttle } from '../../lib/throttle';

export interface SignupThrottle {
  /** Reserves one attempt; throws 429 TOO_MANY_SIGNUP_ATTEMPTS with Retry-After when refused. */
  reserve(ip: string): Promise<void>;
  /** The attempt did not guess anything (it succeeded, or failed for another reason). */
  forgive(ip: string): Promise<void>;
}

const signupKey = (ip: string) => `signup:ip:${ip}`;

export function createSignupThrottle(
  throttle: Throttle,
  settings: { windowMs: number; signup: Config['signupThrottle'] },
): SignupThrottle {
  return {
    async reserve(ip) {
      const reservation = await throttle.reserve([
        {
          key: signupKey(ip),
          limit: settings.signup.maxFailuresPerIp,
          windowMs: settings.windowMs,
        },
      ]);
      if (!reservation.isAllowed) {
        throw throttledError('TOO_MANY_SIGNUP_ATTEMPTS', reservation.retryAfterSeconds);
      }
    },
    async forgive(ip) {
      await throttle.forgive([signupKey(ip)]);
    },
  };
}
