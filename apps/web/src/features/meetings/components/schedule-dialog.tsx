// "Schedule meetings": pick a year and a school, then the ten meetings in one form (date, time
// and place of each), prefilled with what is scheduled, else last year's dates a year later.
// Saved in one step; the server's issues land under the row and input they are about. On a
// phone each meeting's inputs stack.
import Typography from '@mui/material/Typography';
import type { Period } from '@portal/shared';
import { FormDialog, FormGrid } from '../../../components/form';
import { FormSelectField } from '../../../components/form/form-select-field';
import { useMeetingsTranslation } from '../i18n';
import { ScheduleRows } from './schedule-rows';
import { useScheduleForm } from './use-schedule-form';

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
  const { form, schedule, isPicked, onSubmit, serverError, forgetRows } = useScheduleForm(
    { periodId: initialPeriodId, schoolId: initialSchoolId },
    onClose,
  );
  const available = years.find((year) => year.status === 'available');

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
      <ScheduleRows control={form.control} isPicked={isPicked} schedule={schedule} />
    </FormDialog>
  );
}
