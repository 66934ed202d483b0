// The details form's inputs: date and time side by side, place, notes and the code window.
import type { Control } from 'react-hook-form';
import { MEETING_NOTES_MAX_LENGTH, MEETING_PLACE_MAX_LENGTH } from '@portal/shared';
import { FormGrid } from '../../../components/form';
import { useMeetingsTranslation } from '../i18n';
import type { DetailsValues } from './meeting-details-values';
import { MeetingTextField } from './meeting-text-field';

export function MeetingDetailsFields({ control }: { control: Control<DetailsValues> }) {
  const { t } = useMeetingsTranslation();
  return (
    <>
      <FormGrid>
        <MeetingTextField
          control={control}
          name="date"
          type="date"
          label={t('meetings.fields.date')}
          required
        />
        <MeetingTextField
          control={control}
          name="time"
          type="time"
          label={t('meetings.fields.time')}
          required
        />
      </FormGrid>
      <MeetingTextField
        control={control}
        name="place"
        label={t('meetings.fields.place')}
        maxLength={MEETING_PLACE_MAX_LENGTH}
      />
      <MeetingTextField
        control={control}
        name="notes"
        label={t('meetings.fields.notes')}
        multiline
        minRows={3}
        maxLength={MEETING_NOTES_MAX_LENGTH}
      />
      <MeetingTextField
        control={control}
        name="codeWindowMinutes"
        type="number"
        inputMode="numeric"
        label={t('meetings.fields.codeWindow')}
        helperText={t('meetings.edit.codeWindowHelp')}
        required
      />
    </>
  );
}
