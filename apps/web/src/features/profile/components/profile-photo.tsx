// The user's own photo on the profile page: shown large, replaced by a chosen JPEG (previewed
// before it is saved, with progress while it uploads), removed after a confirmation. Every
// change updates the session's user record, so the app bar's avatar follows at once.
import { useRef } from 'react';
import { useProfileTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_EXTENSIONS, UPLOAD_MAX_BYTES, acceptAttribute, type UserData } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ChangeButtons, PreviewButtons, UploadProgress } from './photo-buttons';
import { PhotoFigure } from './photo-figure';
import { usePhotoChange, type PhotoRefusal } from './use-photo-change';

const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
const ACCEPT = acceptAttribute(PHOTO_EXTENSIONS);

/** The browser's own check before sending: a JPEG by name or type, within the size limit. */
export function checkPhotoFile(file: File): PhotoRefusal | null {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const isJpeg =
    file.type === 'image/jpeg' ||
    (file.type === '' && (PHOTO_EXTENSIONS as readonly string[]).includes(extension));
  if (!isJpeg) return { key: 'profile.photo.onlyJpeg' };
  if (file.size > UPLOAD_MAX_BYTES)
    return { key: 'profile.photo.tooLarge', params: { maxMb: MAX_MB } };
  return null;
}

export function ProfilePhoto({ user }: { user: UserData }) {
  const { t } = useProfileTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const photo = usePhotoChange();

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkPhotoFile(file);
    if (refusal) photo.refuse(refusal);
    else photo.preview(file);
  };

  return (
    <Box component="section" aria-labelledby="profile-photo-title" data-testid="profile-photo">
      <Typography id="profile-photo-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('profile.photo.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <PhotoFigure user={user} previewUrl={photo.previewUrl} />
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            {t('profile.photo.rules', { maxMb: MAX_MB })}
          </Typography>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            hidden
            tabIndex={-1}
            data-testid="profile-photo-input"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {photo.previewUrl ? (
            <PreviewButtons
              saveRef={photo.saveRef}
              isUploading={photo.progress !== null}
              onSave={() => void photo.save()}
              onCancel={photo.cancel}
            />
          ) : (
            <ChangeButtons
              chooseRef={photo.chooseRef}
              hasPhoto={Boolean(user.photoUrl)}
              onChoose={() => inputRef.current?.click()}
              onRemove={photo.askRemoval}
            />
          )}
          {photo.progress !== null && <UploadProgress progress={photo.progress} />}
          {photo.problemText && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="profile-photo-error">
              {photo.problemText}
            </Alert>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={photo.isConfirmingRemoval}
        title={t('profile.photo.removeTitle')}
        description={t('profile.photo.removeBody')}
        confirmLabel={t('profile.photo.remove')}
        onConfirm={() => void photo.confirmRemoval()}
        onCancel={photo.cancelRemoval}
        busy={photo.isRemoving}
        destructive
      />
    </Box>
  );
}
