// The writer's attachment: choose a file (jpg, jpeg, pdf, mp4, at most 50 MB), see it, replace or
// remove it. The file is uploaded at once; the letter takes it by its id when saved.
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import {
  UPLOAD_CONTENT_TYPES,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  acceptAttribute,
  type LetterAttachment,
} from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useUploadLetterAttachment } from '../api/upload-letter-attachment';
import { useLettersTranslation } from '../i18n';
import { AttachmentView } from './attachment-view';

/** Whether a chosen file may be attached: an accepted extension or type, within the limit. */
export function isAcceptableAttachment(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const types: readonly string[] = Object.values(UPLOAD_CONTENT_TYPES);
  const isKnown =
    (UPLOAD_EXTENSIONS as readonly string[]).includes(extension) || types.includes(file.type);
  return isKnown && file.size > 0 && file.size <= UPLOAD_MAX_BYTES;
}

export function AttachmentPicker({
  value,
  onChange,
  disabled = false,
}: {
  value: LetterAttachment | null;
  onChange: (attachment: LetterAttachment | null) => void;
  disabled?: boolean;
}) {
  const { t } = useLettersTranslation();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLetterAttachment(setProgress);

  async function choose(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    if (!isAcceptableAttachment(file)) {
      setProblem(t('letters.attachment.wrongFile'));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      onChange(await upload.mutateAsync(file));
    } catch (error) {
      setProblem(`${t('letters.attachment.uploadFailed')} ${getErrorMessage(error, t)}`);
    }
  }

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('letters.fields.attachment')}
      </Typography>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('letters.attachment.hint')}
      </Typography>
      {value ? <AttachmentView attachment={value} /> : null}
      <UploadStatus isUploading={upload.isPending} progress={progress} problem={problem} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptAttribute(UPLOAD_EXTENSIONS)}
          hidden
          aria-describedby={hintId}
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="attachment-input"
        />
        <Button
          variant="outlined"
          startIcon={<AttachFileIcon />}
          onClick={() => inputRef.current?.click()}
          disabled={disabled || upload.isPending}
          sx={{ minHeight: 44 }}
        >
          {value ? t('letters.attachment.replace') : t('letters.attachment.choose')}
        </Button>
        {value ? (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            onClick={() => onChange(null)}
            disabled={disabled || upload.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('letters.attachment.remove')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  );
}

/** How far the upload is, and why the file was not attached. */
function UploadStatus({
  isUploading,
  progress,
  problem,
}: {
  isUploading: boolean;
  progress: number;
  problem: string | null;
}) {
  const { t } = useLettersTranslation();
  return (
    <>
      {isUploading ? (
        <Box role="status">
          <Typography variant="body2">
            {t('letters.attachment.uploading', { percent: Math.round(progress * 100) })}
          </Typography>
          <LinearProgress variant="determinate" value={progress * 100} />
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
    </>
  );
}
