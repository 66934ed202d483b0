// The event form's image: the current one (or the file chosen), with Choose/Replace and Remove.
// Nothing is uploaded here: the form sends the change after the event is saved.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_EXTENSIONS, acceptAttribute, type EventDetail } from '@portal/shared';
import { FileChooserButton } from '../../../components/form/file-chooser-button';
import { useEventsTranslation } from '../i18n';

export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export function EventImagePicker({
  event,
  change,
  onChange,
}: {
  event?: EventDetail;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
}) {
  const { t } = useEventsTranslation();
  const hintId = useId();
  const current =
    change.kind === 'replace'
      ? change.file.name
      : change.kind === 'remove'
        ? null
        : event?.imageUrl;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {t('admin.fields.image')}
      </Typography>
      {change.kind === 'keep' && event?.imageUrl ? (
        <Box
          component="img"
          src={event.imageUrl}
          alt={t('admin.form.imageAlt', { name: event.name })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 160, borderRadius: 1, my: 1 }}
        />
      ) : (
        <Typography variant="body2" sx={{ my: 1 }}>
          {change.kind === 'replace' ? change.file.name : t('admin.form.imageNone')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <FileChooserButton
          accept={acceptAttribute(PHOTO_EXTENSIONS)}
          describedBy={hintId}
          onFile={(file) => onChange({ kind: 'replace', file })}
        >
          {current ? t('admin.form.imageReplace') : t('admin.form.imageChoose')}
        </FileChooserButton>
        {current ? (
          <Button
            onClick={() => onChange(event?.imageUrl ? { kind: 'remove' } : { kind: 'keep' })}
            sx={{ minHeight: 44 }}
          >
            {t('admin.form.imageRemove')}
          </Button>
        ) : null}
      </Stack>
      <Typography id={hintId} variant="caption" sx={{ color: 'text.secondary' }}>
        {t('admin.form.imageHint')}
      </Typography>
    </Box>
  );
}
