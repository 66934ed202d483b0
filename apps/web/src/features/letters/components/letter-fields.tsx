// The letter's fields on the writer's screen: subject, message and attachment, whether the draft
// is saved, and Save draft / Save and send. A field left empty on "send" says so under it. While
// the writer may not write, the words typed before stay, read-only (they can still be copied).
import type { FormEventHandler } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LETTER_MESSAGE_MAX_LENGTH, LETTER_SUBJECT_MAX_LENGTH } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useLettersTranslation } from '../i18n';
import { AttachmentPicker } from './attachment-picker';
import type { DraftValues } from './draft-storage';
import type { SaveStatus } from './use-letter-draft';

export function LetterFields({
  values,
  change,
  isBlocked,
  isMissing,
  busy,
  statusId,
  status,
  savedAt,
  onSubmit,
  onSend,
}: {
  values: DraftValues;
  change: (changes: Partial<DraftValues>) => void;
  /** The writer may not write now: the words are read-only, and there is no button. */
  isBlocked: boolean;
  /** "Save and send" was pressed with a field empty. */
  isMissing: boolean;
  busy: 'draft' | 'send' | null;
  statusId: string;
  status: SaveStatus;
  savedAt: string | null;
  onSubmit: FormEventHandler;
  onSend: () => void;
}) {
  const { t } = useLettersTranslation();
  // Said under each empty field until every one is filled.
  const isSubjectMissing = isMissing && values.subject.trim() === '';
  const isMessageMissing = isMissing && values.message.trim() === '';
  return (
    <Box component="form" noValidate aria-describedby={statusId} onSubmit={onSubmit}>
      <Stack spacing={2}>
        <TextField
          label={t('letters.fields.subject')}
          value={values.subject}
          onChange={(event) => change({ subject: event.target.value })}
          required
          error={isSubjectMissing}
          helperText={isSubjectMissing ? t('validation.fillAllFields') : undefined}
          // Read-only, not disabled: the words can still be selected and copied.
          slotProps={{
            htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH, readOnly: isBlocked },
          }}
          fullWidth
        />
        <TextField
          label={t('letters.fields.message')}
          value={values.message}
          onChange={(event) => change({ message: event.target.value })}
          required
          multiline
          minRows={8}
          error={isMessageMissing}
          helperText={isMessageMissing ? t('validation.fillAllFields') : undefined}
          slotProps={{
            htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH, readOnly: isBlocked },
          }}
          fullWidth
        />
        <AttachmentPicker
          value={values.attachment}
          onChange={(attachment) => change({ attachment })}
          disabled={busy !== null || isBlocked}
        />
        <LetterSaveStatus id={statusId} status={status} savedAt={savedAt} />
        {isBlocked ? null : <LetterButtons busy={busy} onSend={onSend} />}
      </Stack>
    </Box>
  );
}

/** Saving, unsaved, or saved at what time: read out as it changes. */
function LetterSaveStatus({
  id,
  status,
  savedAt,
}: {
  id: string;
  status: SaveStatus;
  savedAt: string | null;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const statusText =
    status === 'saving'
      ? t('letters.writer.saving')
      : status === 'offline'
        ? t('letters.writer.keptOffline')
        : status === 'dirty' || status === 'failed'
          ? t('letters.writer.unsaved')
          : savedAt
            ? t('letters.writer.savedAt', {
                time: format.date(savedAt, { timeStyle: 'short' }),
              })
            : '';
  return (
    <Typography
      id={id}
      role="status"
      aria-live="polite"
      variant="body2"
      color="text.secondary"
      data-testid="save-status"
      sx={{ minHeight: '1.5em' }}
    >
      {statusText}
    </Typography>
  );
}

/** Save draft (the form's submit) and Save and send, both held while either is on its way. */
function LetterButtons({ busy, onSend }: { busy: 'draft' | 'send' | null; onSend: () => void }) {
  const { t } = useLettersTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <Button
        type="submit"
        variant="outlined"
        loading={busy === 'draft'}
        disabled={busy !== null}
        sx={{ minHeight: 44 }}
      >
        {t('letters.writer.saveDraft')}
      </Button>
      <Button variant="contained" onClick={onSend} disabled={busy !== null} sx={{ minHeight: 44 }}>
        {t('letters.writer.send')}
      </Button>
    </Stack>
  );
}
