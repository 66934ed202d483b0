// A record's profile photo, large (UX.md: details pages show the photo large), with upload,
// replace and remove for whoever may change it. Labels come from the feature (its own locale
// group); the removal goes through the confirm dialog. Photos are JPEG (PHOTO_EXTENSIONS); the
// server checks the content too.
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { UPLOAD_MAX_BYTES, PHOTO_EXTENSIONS, acceptAttribute } from '@portal/shared';
import { ConfirmDialog } from './confirm-dialog';
import { FileChooserButton } from './form/file-chooser-button';
import type { AnyTranslate } from '../lib/i18n/feature-translation';
import { notify } from '../lib/notify';

export interface PhotoPanelLabels {
  /** The image's alt text, e.g. "Photo of José Pérez". */
  alt: string;
  upload: string;
  replace: string;
  remove: string;
  removeTitle: string;
  removeDescription: string;
  /** Shown when the chosen file is not a JPEG or is too large (before sending it). */
  wrongFile: string;
}

/**
 * The panel's words from an area's own strings, which every area with photos names alike:
 * `<area>.photo.alt`, `upload`, `replace`, `remove`, `removeTitle`, `removeDescription` and
 * `wrongFile`. `name` is the record's, for the alt text and the removal's question.
 */
export function photoPanelLabels(t: AnyTranslate, area: string, name: string): PhotoPanelLabels {
  const word = (key: keyof PhotoPanelLabels) => t(`${area}.photo.${key}`, { name });
  return {
    alt: word('alt'),
    upload: word('upload'),
    replace: word('replace'),
    remove: word('remove'),
    removeTitle: word('removeTitle'),
    removeDescription: word('removeDescription'),
    wrongFile: word('wrongFile'),
  };
}

export interface PhotoPanelProps {
  photoUrl: string | null;
  /** Initials shown when there is no photo. */
  initials: string;
  labels: PhotoPanelLabels;
  canEdit: boolean;
  onUpload: (file: File) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
  /** Called with a message when a chosen file is refused before upload; a toast by default. */
  onRejectFile?: (message: string) => void;
  size?: number;
}

/** Whether a chosen file may be sent as a photo: a .jpg/.jpeg (or image/jpeg) within the limit. */
export function isAcceptablePhoto(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isJpeg =
    file.type === 'image/jpeg' || (PHOTO_EXTENSIONS as readonly string[]).includes(extension);
  return isJpeg && file.size > 0 && file.size <= UPLOAD_MAX_BYTES;
}

/** The upload and removal in progress, and the removal's confirmation. */
function usePhotoActions({
  labels,
  onUpload,
  onRemove,
  onRejectFile,
}: Pick<PhotoPanelProps, 'labels' | 'onUpload' | 'onRemove'> &
  Required<Pick<PhotoPanelProps, 'onRejectFile'>>) {
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [confirming, setConfirming] = useState(false);

  const choose = async (file: File) => {
    if (!isAcceptablePhoto(file)) {
      onRejectFile(labels.wrongFile);
      return;
    }
    setBusy('upload');
    try {
      await onUpload(file);
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('remove');
    try {
      await onRemove();
      setConfirming(false);
    } finally {
      setBusy(null);
    }
  };

  return { busy, confirming, setConfirming, choose, remove };
}

export function PhotoPanel({
  photoUrl,
  initials,
  labels,
  canEdit,
  onUpload,
  onRemove,
  onRejectFile = (message) => notify.error(message),
  size = 160,
}: PhotoPanelProps) {
  const { busy, confirming, setConfirming, choose, remove } = usePhotoActions({
    labels,
    onUpload,
    onRemove,
    onRejectFile,
  });

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }} data-testid="photo-panel">
      <Avatar
        src={photoUrl ?? undefined}
        alt={labels.alt}
        sx={{ width: size, height: size, fontSize: size / 3 }}
        slotProps={{ img: { loading: 'lazy' } }}
      >
        {initials}
      </Avatar>
      {canEdit && (
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            justifyContent: 'center',
            displayPrint: 'none',
          }}
        >
          <FileChooserButton
            accept={acceptAttribute(PHOTO_EXTENSIONS)}
            onFile={(file) => void choose(file)}
            inputTestId="photo-input"
            startIcon={<PhotoCameraIcon />}
            loading={busy === 'upload'}
            disabled={busy !== null}
            sx={{}}
          >
            {photoUrl ? labels.replace : labels.upload}
          </FileChooserButton>
          {photoUrl && (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              disabled={busy !== null}
              onClick={() => setConfirming(true)}
            >
              {labels.remove}
            </Button>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={labels.removeTitle}
        description={labels.removeDescription}
        confirmLabel={labels.remove}
        destructive
        busy={busy === 'remove'}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
