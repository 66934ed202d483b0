// The rules form's values as typed (each kind's period as text, whether it applies), their
// checks against each kind's limits (RETENTION_LIMITS, the server's too), the values a preview
// fills the form with, and the body saved.
import { z } from 'zod';
import {
  RETENTION_KINDS,
  RETENTION_LIMITS,
  fieldMessage,
  type RetentionOverview,
  type RetentionRuleInput,
} from '@portal/shared';

const required = fieldMessage('validation.required');
const invalidNumber = fieldMessage('validation.invalidNumber');

const ruleSchema = z
  .object({
    kind: z.enum(RETENTION_KINDS),
    period: z.string().trim().min(1, { error: required }).regex(/^\d+$/, { error: invalidNumber }),
    enabled: z.boolean(),
  })
  .superRefine((rule, context) => {
    const { min, max } = RETENTION_LIMITS[rule.kind];
    const period = Number(rule.period);
    if (!/^\d+$/.test(rule.period.trim())) return;
    if (period < min || period > max) {
      context.addIssue({
        code: 'custom',
        path: ['period'],
        message: fieldMessage(period < min ? 'validation.minValue' : 'validation.maxValue', {
          num: period < min ? min : max,
        }),
      });
    }
  });

export const rulesFormSchema = z.object({ rules: z.array(ruleSchema) });
export type RulesFormValues = z.input<typeof rulesFormSchema>;

/** The inputs the server may name (`rules.1.period`): the form's rows are in the body's order. */
export function rulesFields(count: number) {
  return Array.from({ length: count }, (_, index) => [
    `rules.${index}.period` as const,
    `rules.${index}.enabled` as const,
  ]).flat();
}

export function rulesValuesOf(overview: RetentionOverview): RulesFormValues {
  return {
    rules: overview.kinds.map((kind) => ({
      kind: kind.kind,
      period: String(kind.period),
      enabled: kind.enabled,
    })),
  };
}

export function rulesBodyOf(values: RulesFormValues): RetentionRuleInput[] {
  return values.rules.map((rule) => ({
    kind: rule.kind,
    period: Number(rule.period),
    enabled: rule.enabled,
  }));
}
