// Under the materials: the upload's progress, why a file was refused, and for coordinators the
// "Add material" file chooser.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_EXTENSIONS, acceptAttribute } from '@portal/shared';
import { FileChooserButton } from '../../../components/form/file-chooser-button';
import { UploadStatus } from '../../../components/form/upload-status';
import { useMeetingsTranslation } from '../i18n';
import { useMaterialUpload } from './use-material-upload';

interface MaterialUploadProps {
  meetingId: number;
  canChange: boolean;
  /** The id of the words that say which files are accepted. */
  hintId: string;
}

export function MaterialUpload({ meetingId, canChange, hintId }: MaterialUploadProps) {
  const { t } = useMeetingsTranslation();
  const { progress, problem, choose, isUploading } = useMaterialUpload(meetingId);
  return (
    <>
      <UploadStatus
        isUploading={isUploading}
        progress={progress}
        uploadingLabel={t('meetings.materials.uploading', { percent: Math.round(progress * 100) })}
        problem={problem}
      />
      {canChange ? (
        <FileChooserButton
          accept={acceptAttribute(UPLOAD_EXTENSIONS)}
          describedBy={hintId}
          onFile={(file) => void choose(file)}
          inputTestId="material-input"
          startIcon={<UploadFileIcon />}
          disabled={isUploading}
        >
          {t('meetings.materials.add')}
        </FileChooserButton>
      ) : null}
    </>
  );
}
