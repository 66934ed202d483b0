// The ten meetings of the school and year picked, one row each (its name, whether it is
// scheduled or suggested, and its date, time and place), or what stands in their place: a
// prompt to pick, the rows loading, or why they could not be read.
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { MEETING_PLACE_MAX_LENGTH, type MeetingSchedule, type ScheduleSlot } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useMeetingsTranslation } from '../i18n';
import { MeetingTextField } from './meeting-text-field';
import {
  SCHEDULE_ROW_FIELDS,
  type ScheduleFormValues,
  type ScheduleRowField,
} from './schedule-form';

const INPUT_TYPES: Record<ScheduleRowField, 'date' | 'time' | 'text'> = {
  date: 'date',
  time: 'time',
  place: 'text',
};

type ScheduleControl = Control<ScheduleFormValues>;

export function ScheduleRows({
  control,
  isPicked,
  schedule,
}: {
  control: ScheduleControl;
  /** Whether a year and a school are picked. */
  isPicked: boolean;
  schedule: UseQueryResult<MeetingSchedule>;
}) {
  const { t } = useMeetingsTranslation();
  if (!isPicked) {
    return (
      <Typography sx={{ color: 'text.secondary', mt: 2 }}>
        {t('meetings.schedule.pickFirst')}
      </Typography>
    );
  }
  if (schedule.isError) {
    return (
      <Box sx={{ mt: 2 }}>
        <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />
      </Box>
    );
  }
  if (!schedule.data) return <LoadingSkeleton lines={4} />;
  const label = t('meetings.schedule.rowsLabel', {
    school: schedule.data.school.name,
    year: schedule.data.period.name,
  });
  return (
    <Box role="group" aria-label={label} sx={{ mt: 2 }} data-testid="schedule-rows">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {schedule.data.slots.map((slot, index) => (
        <ScheduleRow key={slot.number} control={control} index={index} slot={slot} />
      ))}
    </Box>
  );
}

/** One meeting of the ten: its name (and whether it is scheduled or suggested) and its inputs. */
function ScheduleRow({
  control,
  index,
  slot,
}: {
  control: ScheduleControl;
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
  control: ScheduleControl;
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
