// Adding a material: the chosen file is checked (kind and size) before it is sent, the upload's
// progress is followed, and a refusal is kept to be shown under the list.
import { useState } from 'react';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useUploadMeetingFile } from '../api/upload-meeting-file';
import { useMeetingsTranslation } from '../i18n';
import { isAcceptableMaterial } from './meeting-words';

export function useMaterialUpload(meetingId: number) {
  const { t } = useMeetingsTranslation();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadMeetingFile(meetingId, setProgress);

  async function choose(file: File) {
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

  return { progress, problem, choose, isUploading: upload.isPending };
}
