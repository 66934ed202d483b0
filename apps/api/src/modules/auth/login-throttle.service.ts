// Sign-in throttling (`login-throttle.ts`: the counters an attempt reserves and a sign-in settles;
// decisions/010). This file only assembles them for the sign-in.
import type { Config } from '../../config';
import type { BoundSql } from '../../lib/prepared';
import type { ReservationValues, SettlementValues, Throttle } from '../../lib/throttle';
import { bindUseCases } from '../../lib/use-cases';
import { checkAttempt, reserveAttempt, settleSignIn, type ThrottleSubject } from './login-throttle';

export { KNOWN_ADDRESS_MS, type ThrottleSubject } from './login-throttle';

export interface LoginThrottle {
  /**
   * Reserving one attempt, as an SQL expression the caller runs beside its read of the account
   * (one round trip); `check` reads its value.
   */
  reservation(subject: ThrottleSubject): BoundSql<ReservationValues>;
  /** Throws 429 TOO_MANY_ATTEMPTS with Retry-After when the reservation was refused. */
  check(retryAfterMs: number): void;
  /**
   * A right password: the account's counters restart and the address becomes known. The
   * statement is run by the caller, beside the session it writes (one round trip).
   */
  settlement(subject: ThrottleSubject): BoundSql<SettlementValues>;
}

export function createLoginThrottle(
  throttle: Throttle,
  settings: Config['loginThrottle'],
): LoginThrottle {
  return bindUseCases(
    { throttle, settings },
    { reservation: reserveAttempt, check: checkAttempt, settlement: settleSignIn },
  );
}
