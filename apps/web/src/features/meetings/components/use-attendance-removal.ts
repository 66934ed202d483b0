// Removing a sponsor's attendance: the sponsor asked about, then the confirmed removal.
import { useState } from 'react';
import { useUnmarkAttendance } from '../api/unmark-attendance';
import { useMeetingsTranslation } from '../i18n';
import type { AttendanceSponsor } from './attendance-columns';
import { finishConfirmed } from './confirmed-change';

export function useAttendanceRemoval(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const unmark = useUnmarkAttendance(meetingId);
  const [sponsor, setSponsor] = useState<AttendanceSponsor>();

  async function confirm() {
    if (!sponsor) return;
    await finishConfirmed(
      t,
      () => unmark.mutateAsync(sponsor.id),
      () => t('meetings.attendance.unmarked', { name: sponsor.fullName }),
      () => setSponsor(undefined),
    );
  }

  return {
    sponsor,
    ask: (asked: AttendanceSponsor) => setSponsor(asked),
    cancel: () => setSponsor(undefined),
    confirm,
    isBusy: unmark.isPending,
  };
}
