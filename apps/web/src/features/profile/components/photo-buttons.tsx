// The photo's buttons: Save and Cancel while a chosen file is previewed, else Choose (or Change)
// and Remove; and the upload's progress while a photo is sent.
import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useProfileTranslation } from '../i18n';

export function PreviewButtons({
  saveRef,
  isUploading,
  onSave,
  onCancel,
}: {
  saveRef: Ref<HTMLButtonElement>;
  isUploading: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useProfileTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        ref={saveRef}
        variant="contained"
        onClick={onSave}
        loading={isUploading}
        data-testid="profile-photo-save"
      >
        {t('profile.photo.save')}
      </Button>
      <Button onClick={onCancel} disabled={isUploading}>
        {t('profile.photo.cancel')}
      </Button>
    </Stack>
  );
}

export function ChangeButtons({
  chooseRef,
  hasPhoto,
  onChoose,
  onRemove,
}: {
  chooseRef: Ref<HTMLButtonElement>;
  hasPhoto: boolean;
  onChoose: () => void;
  onRemove: () => void;
}) {
  const { t } = useProfileTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        ref={chooseRef}
        variant="outlined"
        startIcon={<PhotoCameraIcon aria-hidden />}
        onClick={onChoose}
        data-testid="profile-photo-choose"
      >
        {hasPhoto ? t('profile.photo.change') : t('profile.photo.choose')}
      </Button>
      {hasPhoto && (
        <Button
          color="error"
          startIcon={<DeleteIcon aria-hidden />}
          onClick={onRemove}
          data-testid="profile-photo-remove"
        >
          {t('profile.photo.remove')}
        </Button>
      )}
    </Stack>
  );
}

export function UploadProgress({ progress }: { progress: number }) {
  const { t } = useProfileTranslation();
  const percent = Math.round(progress * 100);
  return (
    <Box sx={{ mt: 2 }} data-testid="profile-photo-progress">
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('profile.photo.uploading', { percent })}
      />
      <Typography variant="body2" role="status" sx={{ mt: 0.5 }}>
        {t('profile.photo.uploading', { percent })}
      </Typography>
    </Box>
  );
}
