// "New code" for a code that leaked: asked for, confirmed, then the old code stops working.
import { useState } from 'react';
import { useRegenerateMeetingCode } from '../api/regenerate-meeting-code';
import { useMeetingsTranslation } from '../i18n';
import { finishConfirmed } from './confirmed-change';

export function useNewAttendanceCode(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const regenerate = useRegenerateMeetingCode(meetingId);

  async function giveNewCode() {
    await finishConfirmed(
      t,
      () => regenerate.mutateAsync(),
      (changed) => t('meetings.code.newCodeDone', { code: changed.code }),
      () => setConfirming(false),
    );
  }

  return {
    isConfirming,
    askToConfirm: () => setConfirming(true),
    cancel: () => setConfirming(false),
    giveNewCode,
    isBusy: regenerate.isPending,
  };
}
