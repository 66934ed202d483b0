// "Schedule meetings": pick a year and a school, then the ten meetings in one form (date, time
// and place of each), prefilled with what is scheduled, else last year's dates a year later.
// Saved in one step; the server's issues land under the row and input they are about. On a
// phone each meeting's inputs stack.
import { useEffect, useId } from 'react';
import { useForm, type Control, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  MEETING_COUNT,
  MEETING_PLACE_MAX_LENGTH,
  type Period,
  type ScheduleSlot,
} from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { FormDialog, FormGrid, useServerAwareSubmit } from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
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
  type ScheduleRowField,
} from './schedule-form';
import { MeetingTextField } from './meeting-text-field';
import { withFormIssuePaths } from './server-issues';

const FIELDS: ReadonlyArray<FieldPath<ScheduleFormValues>> = [
  'periodId',
  'schoolId',
  ...Array.from({ length: MEETING_COUNT }, (_, index) =>
    SCHEDULE_ROW_FIELDS.map((field): FieldPath<ScheduleFormValues> => `rows.${index}.${field}`),
  ).flat(),
];

const INPUT_TYPES: Record<ScheduleRowField, 'date' | 'time' | 'text'> = {
  date: 'date',
  time: 'time',
  place: 'text',
};

export interface ScheduleDialogProps {
  years: Period[];
  schools: Array<{ id: number; name: string }>;
  /** The year and school the list shows, to start from ('' for none). */
  initialPeriodId: string;
  initialSchoolId: string;
  onClose: () => void;
}

/** The open dialog; the list loads it on first opening (lazyFormDialog). */
export default function ScheduleDialog({
  years,
  schools,
  initialPeriodId,
  initialSchoolId,
  onClose,
}: ScheduleDialogProps & { open: boolean }) {
  const { t } = useMeetingsTranslation();
  const save = useSaveMeetingSchedule();
  const form = useForm<ScheduleFormValues>({
    resolver: zodResolver(scheduleFormSchema),
    mode: 'onTouched',
    defaultValues: { periodId: initialPeriodId, schoolId: initialSchoolId, rows: [] },
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
    onClose();
  });

  /** Another year or school: its own rows replace these once they arrive. */
  function forgetRows() {
    if (getValues('rows').length > 0) setValue('rows', []);
  }

  const available = years.find((year) => year.status === 'available');
  const slots = schedule.data?.slots;
  let rows;
  if (!periodId || !schoolId) {
    rows = (
      <Typography sx={{ color: 'text.secondary', mt: 2 }}>
        {t('meetings.schedule.pickFirst')}
      </Typography>
    );
  } else if (schedule.isError) {
    rows = (
      <Box sx={{ mt: 2 }}>
        <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />
      </Box>
    );
  } else if (!slots || !schedule.data) {
    rows = <LoadingSkeleton lines={4} />;
  } else {
    const label = t('meetings.schedule.rowsLabel', {
      school: schedule.data.school.name,
      year: schedule.data.period.name,
    });
    rows = (
      <Box role="group" aria-label={label} sx={{ mt: 2 }} data-testid="schedule-rows">
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {label}
        </Typography>
        {slots.map((slot, index) => (
          <ScheduleRow key={slot.number} control={form.control} index={index} slot={slot} />
        ))}
      </Box>
    );
  }

  return (
    <FormDialog
      title={t('meetings.schedule.title')}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="schedule-form"
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('meetings.schedule.intro')}
      </Typography>
      <FormGrid>
        <FormSelectField
          control={form.control}
          name="periodId"
          label={t('meetings.fields.year')}
          required
          onPicked={forgetRows}
          options={[
            { value: '', label: t('meetings.schedule.chooseYear') },
            ...years.map((year) => ({
              value: String(year.id),
              label:
                year.id === available?.id
                  ? t('meetings.schedule.availableYear', { year: year.name })
                  : year.name,
            })),
          ]}
        />
        <FormSelectField
          control={form.control}
          name="schoolId"
          label={t('meetings.fields.school')}
          required
          onPicked={forgetRows}
          options={[
            { value: '', label: t('meetings.schedule.chooseSchool') },
            ...schools.map((school) => ({ value: String(school.id), label: school.name })),
          ]}
        />
      </FormGrid>
      {rows}
    </FormDialog>
  );
}

/** One meeting of the ten: its name (and whether it is scheduled or suggested) and its inputs. */
function ScheduleRow({
  control,
  index,
  slot,
}: {
  control: Control<ScheduleFormValues>;
  index: number;
  slot: ScheduleSlot;
}) {
  const { t } = useMeetingsTranslation();
  const nameId = useId();
  const meetingName = t(`meetingKinds.${slot.kind}`);
  const isSuggested = !slot.meeting && slot.suggestedStartsAt !== null;
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      data-testid={`schedule-row-${slot.number}`}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: '6.5rem 9.5rem 7rem 1fr' },
        columnGap: 1,
        alignItems: 'start',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { sm: 1 } }}>
        <Typography id={nameId} variant="body2" sx={{ fontWeight: 600 }}>
          {meetingName}
        </Typography>
        {slot.meeting ? (
          <Chip size="small" variant="outlined" label={t('meetings.schedule.scheduled')} />
        ) : isSuggested ? (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('meetings.schedule.suggested')}
          </Typography>
        ) : null}
      </Box>
      {SCHEDULE_ROW_FIELDS.map((field) => (
        <Box key={field} sx={field === 'place' ? { gridColumn: { xs: '1 / -1', sm: 'auto' } } : {}}>
          <RowInput control={control} index={index} field={field} meetingName={meetingName} />
        </Box>
      ))}
    </Box>
  );
}

/** A date, time or place input of a row; its name says which meeting it belongs to. */
function RowInput({
  control,
  index,
  field,
  meetingName,
}: {
  control: Control<ScheduleFormValues>;
  index: number;
  field: ScheduleRowField;
  meetingName: string;
}) {
  const { t } = useMeetingsTranslation();
  const label = t(`meetings.fields.${field}`);
  return (
    <MeetingTextField
      control={control}
      name={`rows.${index}.${field}`}
      label={label}
      type={INPUT_TYPES[field]}
      isDense
      maxLength={field === 'place' ? MEETING_PLACE_MAX_LENGTH : undefined}
      accessibleName={t('meetings.schedule.fieldOf', { field: label, meeting: meetingName })}
    />
  );
}
