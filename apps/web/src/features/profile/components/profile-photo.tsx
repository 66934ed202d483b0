// The user's own photo on the profile page: shown large, replaced by a chosen JPEG (previewed
// before it is saved, with progress while it uploads), removed after a confirmation. Every
// change updates the session's user record, so the app bar's avatar follows at once.
import { useEffect, useRef, useState } from 'react';
import { useProfileTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { PHOTO_EXTENSIONS, UPLOAD_MAX_BYTES, acceptAttribute, type UserData } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useDeleteMyPhoto } from '../api/delete-my-photo';
import { initialsOf } from '../../../lib/initials';
import { useUploadMyPhoto } from '../api/upload-my-photo';

const MAX_MB = Math.round(UPLOAD_MAX_BYTES / (1024 * 1024));
const ACCEPT = acceptAttribute(PHOTO_EXTENSIONS);
const AVATAR_SIZE = { width: { xs: 120, sm: 160 }, height: { xs: 120, sm: 160 } };

/** The browser's own check before sending: a JPEG by name or type, within the size limit. */
type PhotoRefusal = {
  key: 'profile.photo.onlyJpeg' | 'profile.photo.tooLarge';
  params?: Record<string, number>;
};

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

type Problem = { local: PhotoRefusal } | { server: unknown };

export function ProfilePhoto({ user }: { user: UserData }) {
  const { t } = useProfileTranslation();
  const upload = useUploadMyPhoto();
  const remove = useDeleteMyPhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState<{ file: File; url: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [confirming, setConfirming] = useState(false);

  // The preview's object URL lives as long as the preview.
  useEffect(() => {
    if (!pending) return;
    saveRef.current?.focus();
    return () => URL.revokeObjectURL(pending.url);
  }, [pending]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkPhotoFile(file);
    if (refusal) {
      setProblem({ local: refusal });
      return;
    }
    setProblem(null);
    setPending({ file, url: URL.createObjectURL(file) });
  };

  const cancel = () => {
    setPending(null);
    setProblem(null);
    // After the preview closes, focus goes back where the person started.
    requestAnimationFrame(() => chooseRef.current?.focus());
  };

  const save = async () => {
    if (!pending) return;
    setProblem(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ file: pending.file, onProgress: setProgress });
      setPending(null);
      notify.success(t('profile.photo.saved'));
      requestAnimationFrame(() => chooseRef.current?.focus());
    } catch (error) {
      setProblem({ server: error });
    } finally {
      setProgress(null);
    }
  };

  const confirmRemove = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync();
      notify.success(t('profile.photo.removed'));
    } catch (error) {
      setProblem({ server: error });
    } finally {
      setConfirming(false);
      requestAnimationFrame(() => chooseRef.current?.focus());
    }
  };

  const isUploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const problemText = problem
    ? 'local' in problem
      ? t(problem.local.key, problem.local.params ?? {})
      : getErrorMessage(problem.server, t)
    : null;

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
        <Box component="figure" sx={{ m: 0, textAlign: 'center' }}>
          <Avatar
            src={pending ? pending.url : (user.photoUrl ?? undefined)}
            alt={
              pending
                ? t('profile.photo.previewAlt')
                : user.photoUrl
                  ? t('profile.photo.alt', { name: user.fullName })
                  : undefined
            }
            sx={{ ...AVATAR_SIZE, fontSize: 48, bgcolor: 'secondary.main', mx: 'auto' }}
            data-testid={pending ? 'profile-photo-preview' : 'profile-photo-current'}
          >
            <span aria-hidden>{initialsOf(user.firstName, user.lastName)}</span>
          </Avatar>
          <Typography
            component="figcaption"
            variant="body2"
            sx={{ mt: 1, mx: 'auto', color: 'text.secondary', maxWidth: 200 }}
          >
            {pending
              ? t('profile.photo.previewTitle')
              : user.photoUrl
                ? user.fullName
                : t('profile.photo.none')}
          </Typography>
        </Box>
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
          {pending ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                ref={saveRef}
                variant="contained"
                onClick={() => void save()}
                loading={isUploading}
                data-testid="profile-photo-save"
              >
                {t('profile.photo.save')}
              </Button>
              <Button onClick={cancel} disabled={isUploading}>
                {t('profile.photo.cancel')}
              </Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button
                ref={chooseRef}
                variant="outlined"
                startIcon={<PhotoCameraIcon aria-hidden />}
                onClick={() => inputRef.current?.click()}
                data-testid="profile-photo-choose"
              >
                {user.photoUrl ? t('profile.photo.change') : t('profile.photo.choose')}
              </Button>
              {user.photoUrl && (
                <Button
                  color="error"
                  startIcon={<DeleteIcon aria-hidden />}
                  onClick={() => setConfirming(true)}
                  data-testid="profile-photo-remove"
                >
                  {t('profile.photo.remove')}
                </Button>
              )}
            </Stack>
          )}
          {isUploading && (
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
          )}
          {problemText && (
            <Alert severity="error" sx={{ mt: 2 }} data-testid="profile-photo-error">
              {problemText}
            </Alert>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('profile.photo.removeTitle')}
        description={t('profile.photo.removeBody')}
        confirmLabel={t('profile.photo.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setConfirming(false)}
        busy={remove.isPending}
        destructive
      />
    </Box>
  );
}
