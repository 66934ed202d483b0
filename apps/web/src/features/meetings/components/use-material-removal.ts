// Removing a material: the file asked about, then the confirmed removal.
import { useState } from 'react';
import type { MeetingFile } from '@portal/shared';
import { useRemoveMeetingFile } from '../api/remove-meeting-file';
import { useMeetingsTranslation } from '../i18n';
import { finishConfirmed } from './confirmed-change';

export function useMaterialRemoval(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const remove = useRemoveMeetingFile(meetingId);
  const [file, setFile] = useState<MeetingFile>();

  async function confirm() {
    if (!file) return;
    await finishConfirmed(
      t,
      () => remove.mutateAsync(file.fileId),
      () => t('meetings.materials.removed', { name: file.name }),
      () => setFile(undefined),
    );
  }

  return {
    file,
    ask: (asked: MeetingFile) => setFile(asked),
    cancel: () => setFile(undefined),
    confirm,
    isBusy: remove.isPending,
  };
}
