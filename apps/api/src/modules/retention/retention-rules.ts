// The rule that applies to each kind: the super admin's stored rule when it can be read, the
// safe default otherwise (decision 053). Fail closed: nothing stored, or a stored row whose unit
// is not the kind's or whose period is outside the kind's limits, applies the default, so a
// missing or damaged rule never removes more than the default would. A rule that is off removes
// nothing. The cut-off is the moment `period` days or calendar months (UTC) before now.
import {
  RETENTION_KINDS,
  RETENTION_LIMITS,
  type RetentionKind,
  type RetentionUnit,
} from '@portal/shared';
import type { RetentionRuleRow } from '../../db/schema/index';

export interface AppliedRule {
  kind: RetentionKind;
  period: number;
  unit: RetentionUnit;
  isEnabled: boolean;
  source: 'stored' | 'default' | 'invalid';
}

const DAY_MS = 24 * 60 * 60 * 1000;

function isReadable(kind: RetentionKind, row: RetentionRuleRow): boolean {
  const { unit, min, max } = RETENTION_LIMITS[kind];
  return (
    row.unit === unit &&
    Number.isInteger(row.period) &&
    row.period >= min &&
    row.period <= max &&
    typeof row.isEnabled === 'boolean'
  );
}

/** Every kind's rule as it applies, in RETENTION_KINDS' order. */
export function applyRules(stored: readonly RetentionRuleRow[]): AppliedRule[] {
  return RETENTION_KINDS.map((kind) => {
    const { unit, defaultPeriod } = RETENTION_LIMITS[kind];
    const row = stored.find((candidate) => candidate.kind === kind);
    if (row && isReadable(kind, row)) {
      return { kind, period: row.period, unit, isEnabled: row.isEnabled, source: 'stored' };
    }
    return {
      kind,
      period: defaultPeriod,
      unit,
      isEnabled: true,
      source: row ? 'invalid' : 'default',
    };
  });
}

/** The moment `period` units before `now`: what is older goes. A month is a calendar month. */
export function cutoffOf(rule: Pick<AppliedRule, 'period' | 'unit'>, now: Date): Date {
  if (rule.unit === 'days') return new Date(now.getTime() - rule.period * DAY_MS);
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - rule.period);
  // The same day of that month, or its last day (31 March - 1 month = 28/29 February).
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** The cut-off of each rule that is on, at `now`. */
export function cutoffsOf(
  rules: readonly AppliedRule[],
  now: Date,
): Array<{ kind: RetentionKind; cutoff: Date }> {
  return rules
    .filter((rule) => rule.isEnabled)
    .map((rule) => ({ kind: rule.kind, cutoff: cutoffOf(rule, now) }));
}
