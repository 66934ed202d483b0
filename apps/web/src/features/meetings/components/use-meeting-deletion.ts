// "Delete meeting": asked first; once deleted, back to the list, and the meeting is forgotten
// only then (forgotten earlier, the screen still showing it would ask the server for it again).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { MeetingDetail } from '@portal/shared';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { forgetMeeting, useDeleteMeeting } from '../api/delete-meeting';
import { useMeetingsTranslation } from '../i18n';

export function useMeetingDeletion(meeting: MeetingDetail) {
  const { t } = useMeetingsTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteMeeting(meeting.id);
  const [isConfirming, setConfirming] = useState(false);

  async function deleteMeeting() {
    try {
      await remove.mutateAsync();
    } catch (error) {
      notify.error(getErrorMessage(error, t));
      setConfirming(false);
      return;
    }
    notify.success(
      t('meetings.edit.deleted', {
        meeting: t(`meetingKinds.${meeting.kind}`),
        school: meeting.school.name,
      }),
    );
    await navigate(PATHS.meetings);
    forgetMeeting(queryClient, meeting.id);
  }

  return {
    isConfirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    deleteMeeting,
    isBusy: remove.isPending,
  };
}
