// The writer's attachment: choose a file (jpg, jpeg, pdf, mp4, at most 50 MB), see it, replace or
// remove it. The file is uploaded at once; the letter takes it by its id when saved.
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { FileChooserButton } from '../../../components/form/file-chooser-button';
import { UploadStatus } from '../../../components/form/upload-status';
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
  const hintId = useId();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLetterAttachment(setProgress);

  async function choose(file: File) {
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
      <UploadStatus
        isUploading={upload.isPending}
        progress={progress}
        uploadingLabel={t('letters.attachment.uploading', { percent: Math.round(progress * 100) })}
        problem={problem}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <FileChooserButton
          accept={acceptAttribute(UPLOAD_EXTENSIONS)}
          describedBy={hintId}
          onFile={(file) => void choose(file)}
          inputTestId="attachment-input"
          startIcon={<AttachFileIcon />}
          disabled={disabled || upload.isPending}
        >
          {value ? t('letters.attachment.replace') : t('letters.attachment.choose')}
        </FileChooserButton>
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
