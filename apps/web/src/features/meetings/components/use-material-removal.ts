// Removing a material: the file asked about, then the confirmed removal.
import type { MeetingFile } from '@portal/shared';
import { useRemoveMeetingFile } from '../api/remove-meeting-file';
import { useMeetingsTranslation } from '../i18n';
import { useConfirmedRemoval } from './confirmed-change';

export function useMaterialRemoval(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const remove = useRemoveMeetingFile(meetingId);
  return useConfirmedRemoval<MeetingFile>(t, {
    remove: (file) => remove.mutateAsync(file.fileId),
    doneWords: (file) => t('meetings.materials.removed', { name: file.name }),
    isBusy: remove.isPending,
  });
}
