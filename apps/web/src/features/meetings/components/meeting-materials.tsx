// A meeting's materials (slides, handouts, videos) for its sponsors: each opens in a new tab;
// coordinators add one (jpg, jpeg, pdf or mp4, at most 50 MB, with the upload's progress) or
// remove one after a confirmation.
import { useId } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import MovieOutlinedIcon from '@mui/icons-material/MovieOutlined';
import type { MeetingFile } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFormat } from '../../../lib/format';
import { useMeetingsTranslation } from '../i18n';
import { MaterialUpload } from './material-upload';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { fileSizeWords } from './meeting-words';
import { useMaterialRemoval } from './use-material-removal';

export function MaterialIcon({ contentType }: { contentType: string }) {
  if (contentType.startsWith('image/')) return <ImageOutlinedIcon />;
  if (contentType.startsWith('video/')) return <MovieOutlinedIcon />;
  return <DescriptionOutlinedIcon />;
}

/** One material: its icon, its link (name and size) and, for coordinators, Remove. */
function MaterialRow({
  file,
  canChange,
  onRemove,
}: {
  file: MeetingFile;
  canChange: boolean;
  onRemove: (file: MeetingFile) => void;
}) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  return (
    <ListItem disableGutters sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
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
          onClick={() => onRemove(file)}
          aria-label={t('meetings.materials.removeNamed', { name: file.name })}
          sx={{ minHeight: 44 }}
        >
          {t('meetings.materials.remove')}
        </Button>
      ) : null}
    </ListItem>
  );
}

export function MeetingMaterials({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const hintId = useId();
  const removal = useMaterialRemoval(meeting.id);

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
            <MaterialRow
              key={file.fileId}
              file={file}
              canChange={canChange}
              onRemove={removal.ask}
            />
          ))}
        </List>
      )}
      <MaterialUpload meetingId={meeting.id} canChange={canChange} hintId={hintId} />
      <ConfirmDialog
        open={removal.item !== undefined}
        title={t('meetings.materials.removeTitle', { name: removal.item?.name ?? '' })}
        description={t('meetings.materials.removeText')}
        confirmLabel={t('meetings.materials.remove')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
        busy={removal.isBusy}
        destructive
      />
    </MeetingSection>
  );
}
