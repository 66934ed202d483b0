// The schedule form's state: the year and school picked, the school's ten slots read for them
// (their rows become the form's once they arrive), and Save, whose server issues land under the
// row and input they are about.
import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MEETING_COUNT } from '@portal/shared';
import { useServerAwareSubmit } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useMeetingSchedule } from '../api/get-meeting-schedule';
import { useSaveMeetingSchedule } from '../api/save-meeting-schedule';
import { useMeetingsTranslation } from '../i18n';
import {
  SCHEDULE_ROW_FIELDS,
  rowsOf,
  scheduleBodyOf,
  scheduleFormSchema,
  schedulePathOf,
  type ScheduleFormValues,
} from './schedule-form';
import { withFormIssuePaths } from './server-issues';

const FIELDS: ReadonlyArray<FieldPath<ScheduleFormValues>> = [
  'periodId',
  'schoolId',
  ...Array.from({ length: MEETING_COUNT }, (_, index) =>
    SCHEDULE_ROW_FIELDS.map((field): FieldPath<ScheduleFormValues> => `rows.${index}.${field}`),
  ).flat(),
];

export function useScheduleForm(
  initial: { periodId: string; schoolId: string },
  onSaved: () => void,
) {
  const { t } = useMeetingsTranslation();
  const save = useSaveMeetingSchedule();
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    mode: 'onTouched',
    defaultValues: { periodId: initial.periodId, schoolId: initial.schoolId, rows: [] },
  });
  const { reset, setValue, getValues } = form;
  const periodId = form.watch('periodId');
  const schoolId = form.watch('schoolId');
  const schedule = useMeetingSchedule(
    periodId ? Number(periodId) : undefined,
    schoolId ? Number(schoolId) : undefined,
  );

  // A school's schedule arrives after it is picked: its ten rows become the form's.
  useEffect(() => {
    if (!schedule.data) return;
    reset({
      periodId: String(schedule.data.period.id),
      schoolId: String(schedule.data.school.id),
      rows: rowsOf(schedule.data),
    });
  }, [schedule.data, reset]);

  const { onSubmit, serverError } = useServerAwareSubmit(form, FIELDS, async (values) => {
    // The rows of the school picked are still on their way.
    if (values.rows.length === 0) return;
    const { body, rowOfMeeting } = scheduleBodyOf(values);
    const saved = await save.mutateAsync(body).catch((error: unknown) => {
      throw withFormIssuePaths(error, (path) => schedulePathOf(path, rowOfMeeting));
    });
    notify.success(
      t('meetings.schedule.saved', { count: body.meetings.length, school: saved.school.name }),
    );
    onSaved();
  });

  /** Another year or school: its own rows replace these once they arrive. */
  function forgetRows() {
    if (getValues('rows').length > 0) setValue('rows', []);
  }

  const isPicked = Boolean(periodId && schoolId);
  return { form, schedule, isPicked, onSubmit, serverError, forgetRows };
}
