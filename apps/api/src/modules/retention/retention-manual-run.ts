// The super admin's "Run now": a run with the cut-offs of the preview they saw (its `asOf`), so it
// removes what that preview counted. A preview older than RETENTION_PREVIEW_MAX_AGE_MS, or dated
// after now, is refused (409): the page reloads and shows the counts of now.
import {
  RETENTION_ERRORS,
  RETENTION_PREVIEW_MAX_AGE_MS,
  type RetentionRun,
  type RetentionRunInput,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { RetentionContext } from './retention-context';
import { toRunAnswer } from './retention-overview';
import { runRetention } from './retention-run';
import { readRun } from './retention.repo';

export async function runRetentionNow(
  context: RetentionContext,
  auth: AuthContext,
  input: RetentionRunInput,
): Promise<RetentionRun> {
  const asOf = new Date(input.asOf);
  const age = context.clock.now().getTime() - asOf.getTime();
  if (!(age >= 0 && age <= RETENTION_PREVIEW_MAX_AGE_MS)) {
    throw appError(RETENTION_ERRORS.RETENTION_PREVIEW_STALE);
  }
  const outcome = await runRetention(context, { trigger: 'manual', actorId: auth.userId, asOf });
  if (outcome.status !== 'done') throw appError(RETENTION_ERRORS.RETENTION_RUN_BUSY);
  const run = await readRun(context.db, outcome.runId);
  if (!run) throw new Error(`retention run ${outcome.runId} was not recorded`);
  return toRunAnswer(run);
}

/** The daily job: every process calls it every hour; the first call of a UTC day runs. */
export async function runDailyRetention(context: RetentionContext) {
  return runRetention(context, { trigger: 'daily', actorId: null });
}
