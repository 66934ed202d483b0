// The retention area's service: the rules and their preview, the runs' log, "Run now" and the
// daily run, bound to the area's context (docs/architecture.md, "Use cases and lists").
import { bindUseCases } from '../../lib/use-cases';
import type { RetentionContext } from './retention-context';
import { runDailyRetention, runRetentionNow } from './retention-manual-run';
import { readRetention, readRetentionRuns, saveRetentionRules } from './retention-overview';

export function createRetentionService(context: RetentionContext) {
  return bindUseCases(context, {
    readRetention,
    saveRetentionRules,
    readRetentionRuns,
    runRetentionNow,
    runDailyRetention,
  });
}

export type RetentionService = ReturnType<typeof createRetentionService>;
