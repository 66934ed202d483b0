// Retention's contracts (modules/retention):
//   GET RETENTION_PATHS.retention -> retentionOverviewSchema (the rules and the next run's preview)
//   PUT RETENTION_PATHS.retention retentionRulesInputSchema -> retentionOverviewSchema
//   GET RETENTION_PATHS.runs      -> retentionRunsSchema (what each run removed)
//   POST RETENTION_PATHS.run      retentionRunInputSchema -> retentionRunSchema
// The super admin's alone.
import { z } from 'zod';
import { fieldMessage } from '../messages';
import {
  RETENTION_KINDS,
  RETENTION_LIMITS,
  RETENTION_UNITS,
  type RetentionKind,
} from './retention-constants';

const invalid = fieldMessage('validation.invalidValue');
const invalidNumber = fieldMessage('validation.invalidNumber');

export const retentionKindField = z.enum(RETENTION_KINDS, { error: invalid });

/** A rule as the super admin sets it: the period in its kind's unit, and whether it applies. */
export const retentionRuleInputSchema = z
  .object({
    kind: retentionKindField,
    period: z
      .number({ error: invalidNumber })
      .int({ error: invalidNumber })
      .max(1_000_000, { error: invalidNumber }),
    enabled: z.boolean({ error: invalid }),
  })
  .superRefine((rule, context) => {
    const { min, max } = RETENTION_LIMITS[rule.kind];
    if (rule.period < min) {
      context.addIssue({
        code: 'custom',
        path: ['period'],
        message: fieldMessage('validation.minValue', { num: min }),
      });
    } else if (rule.period > max) {
      context.addIssue({
        code: 'custom',
        path: ['period'],
        message: fieldMessage('validation.maxValue', { num: max }),
      });
    }
  });
export type RetentionRuleInput = z.infer<typeof retentionRuleInputSchema>;

/** PUT: the rules to store (each kind at most once; kinds left out keep what they had). */
export const retentionRulesInputSchema = z.object({
  rules: z
    .array(retentionRuleInputSchema, { error: invalid })
    .min(1, { error: invalid })
    .max(RETENTION_KINDS.length, { error: invalid })
    .refine((rules) => new Set(rules.map((rule) => rule.kind)).size === rules.length, {
      error: invalid,
    }),
});
export type RetentionRulesInput = z.infer<typeof retentionRulesInputSchema>;

/** A kind's rule as it applies now, and what the next run would remove under it. */
export const retentionKindSchema = z.object({
  kind: z.enum(RETENTION_KINDS),
  period: z.number().int(),
  unit: z.enum(RETENTION_UNITS),
  enabled: z.boolean(),
  /**
   * `stored`: the super admin's rule; `default`: nothing stored; `invalid`: a stored rule that
   * could not be read, so the default applies instead (never more than the default is removed).
   */
  source: z.enum(['stored', 'default', 'invalid']),
  /** What is older than this (UTC, ISO 8601) goes; null when the rule is off. */
  cutoff: z.string().nullable(),
  /** How many records the next run removes (0 when the rule is off). */
  count: z.number().int(),
});
export type RetentionKindPreview = z.infer<typeof retentionKindSchema>;

export const retentionOverviewSchema = z.object({
  /** The moment the preview was counted at (UTC, ISO 8601): a run from it uses its cut-offs. */
  asOf: z.string(),
  /** The UTC day the daily run runs next (today when it has not run yet today). */
  nextRunOn: z.string(),
  kinds: z.array(retentionKindSchema),
});
export type RetentionOverview = z.infer<typeof retentionOverviewSchema>;

const countsSchema = z.record(z.string(), z.number().int());

/** One run: when, how it started, the cut-offs it used and what it removed per kind. */
export const retentionRunSchema = z.object({
  id: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  trigger: z.enum(['daily', 'manual']),
  actor: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  cutoffs: z.record(z.string(), z.string()),
  removed: countsSchema,
  /** Stored files deleted (letter attachments): the bytes, after the database's commit. */
  filesRemoved: z.number().int(),
});
export type RetentionRun = z.infer<typeof retentionRunSchema>;

export const retentionRunsSchema = z.object({ items: z.array(retentionRunSchema) });
export type RetentionRuns = z.infer<typeof retentionRunsSchema>;

/** POST run: the preview's `asOf`, so that the run removes what that preview counted. */
export const retentionRunInputSchema = z.object({
  asOf: z.iso.datetime({ error: invalid, offset: true }),
});
export type RetentionRunInput = z.infer<typeof retentionRunInputSchema>;

export type { RetentionKind };
