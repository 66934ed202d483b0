// Periodic clean-up of sign-in state that can no longer matter (sponsors' sign-in sources too). Safe on every instance at once:
// each step is a single idempotent delete.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Throttle } from '../../lib/throttle';
import { deleteStaleResetTokens } from './recovery.repo';
import {
  deleteEndedSessions,
  deleteStaleRefreshTokens,
} from '../../lib/sessions/refresh-tokens.repo';
import { deleteOldSignInSources, SIGN_IN_SOURCE_MS } from '../../lib/sessions/sign-in-sources';

const DAY_MS = 86_400_000;

export function startAuthMaintenance(
  deps: { db: Database; clock: Clock; throttle: Throttle; log: FastifyBaseLogger },
  intervalMs = 60 * 60 * 1000,
): () => void {
  const run = async () => {
    // Tokens are kept a day past expiry so a replayed, just-expired token is still recognised.
    const before = new Date(deps.clock.now().getTime() - DAY_MS);
    // The longest throttle window is the recovery hour.
    await deps.throttle.pruneExpired(60 * 60 * 1000);
    await deleteStaleRefreshTokens(deps.db, before);
    await deleteEndedSessions(deps.db, before);
    await deleteStaleResetTokens(deps.db, before);
    // Where sponsors signed in from matters for a while only (decision 030).
    await deleteOldSignInSources(deps.db, new Date(deps.clock.now().getTime() - SIGN_IN_SOURCE_MS));
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => deps.log.warn({ err: error }, 'auth maintenance failed'));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
