// Under the materials: the upload's progress, why a file was refused, and for coordinators the
// hidden file input with its "Add material" button.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_EXTENSIONS, acceptAttribute } from '@portal/shared';
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
  const { inputRef, progress, problem, choose, isUploading } = useMaterialUpload(meetingId);
  return (
    <>
      {isUploading ? (
        <Box role="status" sx={{ mb: 1 }}>
          <Typography variant="body2">
            {t('meetings.materials.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
          <LinearProgress variant="determinate" value={progress * 100} />
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ) : null}
      {canChange ? (
        <>
          <input
            ref={inputRef}
            type="file"
            accept={acceptAttribute(UPLOAD_EXTENSIONS)}
            hidden
            aria-describedby={hintId}
            onChange={(event) => void choose(event.target.files?.[0])}
            data-testid="material-input"
          />
          <Button
            variant="outlined"
            startIcon={<UploadFileIcon />}
            onClick={() => inputRef.current?.click()}
            disabled={isUploading}
            sx={{ minHeight: 44 }}
          >
            {t('meetings.materials.add')}
          </Button>
        </>
      ) : null}
    </>
  );
}
