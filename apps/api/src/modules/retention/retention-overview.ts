// The super admin's view of retention: each kind's rule as it applies and what the next run
// would remove under it (the preview, counted by the same SQL the run deletes with), the rules
// saved, and the runs' log.
import type {
  RetentionOverview,
  RetentionRuleInput,
  RetentionRun,
  RetentionRulesInput,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { RetentionContext } from './retention-context';
import { applyRules, cutoffOf } from './retention-rules';
import { countTarget } from './retention-targets';
import {
  hasDailyRun,
  readRuns,
  readStoredRules,
  saveRules,
  type RunRecord,
} from './retention.repo';

export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

function nextDay(day: string): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000));
}

/** The rules and what a run at `asOf` removes (default: now). */
export async function readRetention(
  context: RetentionContext,
  asOf: Date = context.clock.now(),
): Promise<RetentionOverview> {
  const { db } = context;
  const rules = applyRules(await readStoredRules(db));
  const kinds = [];
  for (const rule of rules) {
    const cutoff = rule.isEnabled ? cutoffOf(rule, asOf) : null;
    kinds.push({
      kind: rule.kind,
      period: rule.period,
      unit: rule.unit,
      enabled: rule.isEnabled,
      source: rule.source,
      cutoff: cutoff?.toISOString() ?? null,
      count: cutoff ? await countTarget(db, rule.kind, cutoff) : 0,
    });
  }
  const today = utcDay(asOf);
  return {
    asOf: asOf.toISOString(),
    nextRunOn: (await hasDailyRun(db, today)) ? nextDay(today) : today,
    kinds,
  };
}

export async function saveRetentionRules(
  context: RetentionContext,
  auth: AuthContext,
  input: RetentionRulesInput,
): Promise<RetentionOverview> {
  const rules: readonly RetentionRuleInput[] = input.rules;
  await saveRules(context.db, rules, auth.userId, context.clock.now());
  return readRetention(context);
}

export function toRunAnswer(row: RunRecord): RetentionRun {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    trigger: row.trigger,
    actor: { id: row.actorId, name: row.actorName },
    cutoffs: row.cutoffs,
    removed: row.removed,
    filesRemoved: row.filesRemoved,
  };
}

export async function readRetentionRuns(
  context: RetentionContext,
): Promise<{ items: RetentionRun[] }> {
  return { items: (await readRuns(context.db)).map(toRunAnswer) };
}
