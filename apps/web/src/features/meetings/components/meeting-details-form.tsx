// A meeting's details: date and time (in the coordinator's time zone), place, notes and how many
// minutes the code is accepted after the start. Saved with Save changes; "Delete meeting" asks
// first, saying what goes with it, then returns to the list.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormErrorAlert, SubmitButton } from '../../../components/form';
import { useFormat } from '../../../lib/format';
import { useMeetingsTranslation } from '../i18n';
import { MeetingDetailsFields } from './meeting-details-fields';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { MEETING_MOMENT } from './meeting-words';
import { useMeetingDeletion } from './use-meeting-deletion';
import { useMeetingDetailsForm } from './use-meeting-details-form';

export function MeetingDetailsForm({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const { form, onSubmit, serverError } = useMeetingDetailsForm(meeting);
  const deletion = useMeetingDeletion(meeting);
  const meetingName = t(`meetingKinds.${meeting.kind}`);

  return (
    <MeetingSection title={t('meetings.edit.detailsTitle')}>
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="meeting-form">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('form.requiredNote')}
        </Typography>
        <MeetingDetailsFields control={form.control} />
        <FormErrorAlert error={serverError} />
        {canChange ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <SubmitButton busy={form.formState.isSubmitting}>
              {t('meetings.edit.save')}
            </SubmitButton>
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={deletion.ask}
              sx={{ mt: { sm: 2 }, minHeight: 44 }}
            >
              {t('meetings.edit.delete')}
            </Button>
          </Stack>
        ) : null}
      </Box>
      <ConfirmDialog
        open={deletion.isConfirming}
        title={t('meetings.edit.deleteTitle', {
          meeting: meetingName,
          school: meeting.school.name,
        })}
        description={t('meetings.edit.deleteText', {
          count: meeting.attended,
          date: format.date(meeting.startsAt, MEETING_MOMENT),
        })}
        confirmLabel={t('meetings.edit.delete')}
        onConfirm={() => void deletion.deleteMeeting()}
        onCancel={deletion.cancel}
        busy={deletion.isBusy}
        destructive
      />
    </MeetingSection>
  );
}
