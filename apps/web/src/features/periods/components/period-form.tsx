// Creating or editing a year: name, start date and end date, in a dialog with Save / Cancel;
// an existing year also says what its activation does with recommitment requests nobody
// answered (carry the sponsorship over or end it). A new year is offered as the one after the
// newest (name and dates a year later).
import { usePeriodsTranslation } from '../i18n';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  UNANSWERED_RULES,
  createPeriodBodySchema,
  updatePeriodBodySchema,
  type CreatePeriodBody,
  type Period,
  type UnansweredRule,
} from '@portal/shared';
import {
  FormDialog,
  FormGrid,
  FormTextField,
  useServerAwareSubmit,
} from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { notify } from '../../../lib/notify';
import { useSavePeriod } from '../api/save-period';
import type { PeriodFormDialogProps } from './period-form-dialog';

const FIELDS = ['name', 'startDate', 'endDate', 'unansweredRule'] as const;

/** The form's values: an existing year's also hold its rule for unanswered requests. */
type PeriodFormValues = CreatePeriodBody & { unansweredRule?: UnansweredRule };

/** `YYYY-MM-DD` one year later (29 February becomes 28 February). */
function nextYearDay(day: string): string {
  const year = Number(day.slice(0, 4)) + 1;
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${year}-${monthDay}`;
}

/** "2026-2027" becomes "2027-2028"; any other name is left for the user to type. */
function nextYearName(name: string): string {
  const match = /^(\d{4})-(\d{4})$/.exec(name);
  return match ? `${Number(match[1]) + 1}-${Number(match[2]) + 1}` : '';
}

function defaults(period?: Period, newest?: Period): PeriodFormValues {
  if (period) {
    const { name, startDate, endDate, unansweredRule } = period;
    return { name, startDate, endDate, unansweredRule };
  }
  if (newest) {
    return {
      name: nextYearName(newest.name),
      startDate: nextYearDay(newest.startDate),
      endDate: nextYearDay(newest.endDate),
    };
  }
  return { name: '', startDate: '', endDate: '' };
}

/** The open dialog (period-form-dialog.tsx loads it on first opening). */
export default function PeriodForm({ period, newest, onClose }: PeriodFormDialogProps) {
  const { t } = usePeriodsTranslation();
  const save = useSavePeriod(period?.id);
  const form = useForm<PeriodFormValues>({
    // Editing sends what the PATCH accepts (the rule too); creating, what a new draft needs.
    resolver: zodResolver(period ? updatePeriodBodySchema : createPeriodBodySchema) as never,
    mode: 'onTouched',
    defaultValues: defaults(period, newest),
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
    await save.mutateAsync(values);
    notify.success(t(period ? 'periods.saved' : 'periods.created', { name: values.name }));
    onClose();
  });

  return (
    <FormDialog
      title={t(period ? 'periods.editTitle' : 'periods.newTitle')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="period-form"
    >
      <FormTextField
        control={form.control}
        name="name"
        label={t('periods.fields.name')}
        helperText={t('periods.form.nameHelp')}
        required
        autoFocus
      />
      <FormGrid>
        <FormTextField
          control={form.control}
          name="startDate"
          type="date"
          label={t('periods.fields.startDate')}
          required
        />
        <FormTextField
          control={form.control}
          name="endDate"
          type="date"
          label={t('periods.fields.endDate')}
          helperText={t('periods.form.endDateHelp')}
          required
        />
      </FormGrid>
      {period ? (
        <FormSelectField
          control={form.control}
          name="unansweredRule"
          label={t('periods.fields.unansweredRule')}
          helperText={t('periods.form.unansweredRuleHelp')}
          options={UNANSWERED_RULES.map((rule) => ({
            value: rule,
            label: t(`periods.unansweredRule.${rule}`),
          }))}
          required
        />
      ) : null}
    </FormDialog>
  );
}
