// Removing a sponsor's attendance: the sponsor asked about, then the confirmed removal.
import { useUnmarkAttendance } from '../api/unmark-attendance';
import { useMeetingsTranslation } from '../i18n';
import type { AttendanceSponsor } from './attendance-columns';
import { useConfirmedRemoval } from './confirmed-change';

export function useAttendanceRemoval(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const unmark = useUnmarkAttendance(meetingId);
  return useConfirmedRemoval<AttendanceSponsor>(t, {
    remove: (sponsor) => unmark.mutateAsync(sponsor.id),
    doneWords: (sponsor) => t('meetings.attendance.unmarked', { name: sponsor.fullName }),
    isBusy: unmark.isPending,
  });
}
