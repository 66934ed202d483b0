// Sign-ups per client address, two counts in the one throttle (lib/throttle.ts), each reserved
// atomically in the database before anything is checked:
// - failed sign-ups (wrong, disabled or closed codes, e-mails already used), so that registration
//   codes cannot be guessed; a success or any other failure gives its attempt back;
// - accounts made, so that one address cannot make accounts in bulk (each may hold a student
//   while it signs the agreements: a flood of them took children out of every sponsor's choice);
//   a failed sign-up gives its attempt back. The limit is above a school room signing up together.
import type { Config } from '../../config';
import { throttledError } from '../../lib/errors';
import type { Throttle } from '../../lib/throttle';

export interface SignupThrottle {
  /**
   * Reserves one attempt on both counts; throws 429 TOO_MANY_SIGNUP_ATTEMPTS (too many failures)
   * or TOO_MANY_SIGNUPS (too many accounts) with Retry-After when refused.
   */
  reserve(ip: string): Promise<void>;
  /** The account was made: it counts as an account, not as a failure. */
  succeeded(ip: string): Promise<void>;
  /** Nothing was made; a guess (wrong code, e-mail taken) still counts as a failure. */
  failed(ip: string, isGuess: boolean): Promise<void>;
}

const failureKey = (ip: string) => `signup:ip:${ip}`;
const accountKey = (ip: string) => `signup-account:ip:${ip}`;
const HOUR_MS = 60 * 60_000;

export function createSignupThrottle(
  throttle: Throttle,
  settings: { windowMs: number; signup: Config['signupThrottle'] },
): SignupThrottle {
  return {
    async reserve(ip) {
      const failures = await throttle.reserve([
        {
          key: failureKey(ip),
          limit: settings.signup.maxFailuresPerIp,
          windowMs: settings.windowMs,
        },
      ]);
      if (!failures.isAllowed) {
        throw throttledError('TOO_MANY_SIGNUP_ATTEMPTS', failures.retryAfterSeconds);
      }
      // Apart, so that the answer says which limit was reached.
      const accounts = await throttle.reserve([
        { key: accountKey(ip), limit: settings.signup.maxAccountsPerIp, windowMs: HOUR_MS },
      ]);
      if (!accounts.isAllowed) {
        await throttle.forgive([failureKey(ip)]);
        throw throttledError('TOO_MANY_SIGNUPS', accounts.retryAfterSeconds);
      }
    },
    async succeeded(ip) {
      await throttle.forgive([failureKey(ip)]);
    },
    async failed(ip, isGuess) {
      await throttle.forgive(isGuess ? [accountKey(ip)] : [accountKey(ip), failureKey(ip)]);
    },
  };
}
