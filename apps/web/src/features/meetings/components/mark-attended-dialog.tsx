// "Mark attended" by hand: the reason is required; the server records who marked it.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import {
  ATTENDANCE_REASON_MAX_LENGTH,
  attendanceMarkBodySchema,
  type AttendanceMarkBody,
  type MeetingDetail,
} from '@portal/shared';
import { FormDialog, useServerAwareSubmit } from '../../../components/form';
import { notify } from '../../../lib/notify';
import { useMarkAttendance } from '../api/mark-attendance';
import { useMeetingsTranslation } from '../i18n';
import type { AttendanceSponsor } from './attendance-columns';
import { MeetingTextField } from './meeting-text-field';

export function MarkAttendedDialog({
  meeting,
  sponsor,
  onClose,
}: {
  meeting: MeetingDetail;
  sponsor: AttendanceSponsor;
  onClose: () => void;
}) {
  const { t } = useMeetingsTranslation();
  const mark = useMarkAttendance(meeting.id);
  const form = useForm<AttendanceMarkBody>({
    resolver: zodResolver(attendanceMarkBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, ['reason'], async (values) => {
    await mark.mutateAsync({ sponsorId: sponsor.id, reason: values.reason });
    notify.success(t('meetings.attendance.marked', { name: sponsor.fullName }));
    onClose();
  });
  return (
    <FormDialog
      title={t('meetings.attendance.markTitle', { name: sponsor.fullName })}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="mark-attended-form"
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('meetings.attendance.markText', {
          name: sponsor.fullName,
          meeting: t(`meetingKinds.${meeting.kind}`),
        })}
      </Typography>
      <MeetingTextField
        control={form.control}
        name="reason"
        label={t('meetings.attendance.reasonLabel')}
        helperText={t('meetings.attendance.reasonHelp')}
        multiline
        minRows={2}
        maxLength={ATTENDANCE_REASON_MAX_LENGTH}
        required
        autoFocus
      />
    </FormDialog>
  );
}
