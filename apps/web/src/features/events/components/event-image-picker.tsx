// The event form's image: the current one (or the file chosen), with Choose/Replace and Remove.
// Nothing is uploaded here: the form sends the change after the event is saved.
import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PHOTO_EXTENSIONS, acceptAttribute, type EventDetail } from '@portal/shared';
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
  const input = useRef<HTMLInputElement>(null);
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
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(PHOTO_EXTENSIONS)}
        aria-describedby={hintId}
        onChange={(picked) => {
          const file = picked.target.files?.[0];
          if (file) onChange({ kind: 'replace', file });
          picked.target.value = '';
        }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => input.current?.click()} sx={{ minHeight: 44 }}>
          {current ? t('admin.form.imageReplace') : t('admin.form.imageChoose')}
        </Button>
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
