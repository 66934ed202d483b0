// A meeting's materials (slides, handouts, videos) for its sponsors: each opens in a new tab;
// coordinators add one (jpg, jpeg, pdf or mp4, at most 50 MB, with the upload's progress) or
// remove one after a confirmation.
import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { UPLOAD_EXTENSIONS, acceptAttribute, type MeetingFile } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRemoveMeetingFile } from '../api/remove-meeting-file';
import { useUploadMeetingFile } from '../api/upload-meeting-file';
import { useMeetingsTranslation } from '../i18n';
import { finishConfirmed } from './confirmed-change';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { fileSizeWords, isAcceptableMaterial } from './meeting-words';

export function MaterialIcon({ contentType }: { contentType: string }) {
  if (contentType.startsWith('image/')) return <ImageOutlinedIcon />;
  if (contentType.startsWith('video/')) return <MovieOutlinedIcon />;
  return <DescriptionOutlinedIcon />;
}

export function MeetingMaterials({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MeetingFile>();
  const upload = useUploadMeetingFile(meeting.id, setProgress);
  const remove = useRemoveMeetingFile(meeting.id);

  async function choose(file: File | undefined) {
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

  async function confirmRemove() {
    if (!removing) return;
    await finishConfirmed(
      t,
      () => remove.mutateAsync(removing.fileId),
      () => t('meetings.materials.removed', { name: removing.name }),
      () => setRemoving(undefined),
    );
  }

  return (
    <MeetingSection title={t('meetings.materials.title')}>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {t('meetings.materials.hint')}
      </Typography>
      {meeting.files.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', my: 2 }}>
          {t('meetings.materials.empty')}
        </Typography>
      ) : (
        <List aria-label={t('meetings.materials.listLabel')} data-testid="meeting-files">
          {meeting.files.map((file) => (
            <ListItem
              key={file.fileId}
              disableGutters
              sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
            >
              <ListItemIcon sx={{ minWidth: 32 }} aria-hidden>
                <MaterialIcon contentType={file.contentType} />
              </ListItemIcon>
              <Link
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 }}
              >
                {t('meetings.materials.open', {
                  name: file.name,
                  size: fileSizeWords(t, file.sizeBytes, format.number),
                })}
              </Link>
              {canChange ? (
                <Button
                  color="error"
                  size="small"
                  startIcon={<DeleteOutlineIcon />}
                  onClick={() => setRemoving(file)}
                  aria-label={t('meetings.materials.removeNamed', { name: file.name })}
                  sx={{ minHeight: 44 }}
                >
                  {t('meetings.materials.remove')}
                </Button>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
      {upload.isPending ? (
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
            disabled={upload.isPending}
            sx={{ minHeight: 44 }}
          >
            {t('meetings.materials.add')}
          </Button>
        </>
      ) : null}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('meetings.materials.removeTitle', { name: removing?.name ?? '' })}
        description={t('meetings.materials.removeText')}
        confirmLabel={t('meetings.materials.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(undefined)}
        busy={remove.isPending}
        destructive
      />
    </MeetingSection>
  );
}
