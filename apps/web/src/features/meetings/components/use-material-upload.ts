// Adding a material: the chosen file is checked (kind and size) before it is sent, the upload's
// progress is followed, and a refusal is kept to be shown under the list.
import { useRef, useState } from 'react';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useUploadMeetingFile } from '../api/upload-meeting-file';
import { useMeetingsTranslation } from '../i18n';
import { isAcceptableMaterial } from './meeting-words';

export function useMaterialUpload(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadMeetingFile(meetingId, setProgress);

  async function choose(file: File | undefined) {
    // Emptied, so that choosing the same file again is a change too.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!isAcceptableMaterial(file)) {
      setProblem(t('meetings.materials.wrongFile'));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const added = await upload.mutateAsync(file);
      notify.success(t('meetings.materials.uploaded', { name: added.name }));
    } catch (error) {
      setProblem(`${t('meetings.materials.uploadFailed')} ${getErrorMessage(error, t)}`);
    }
  }

  return { inputRef, progress, problem, choose, isUploading: upload.isPending };
}
