// Returning a waiting letter to its writer: the coordinator's note (required) says what to
// change; the writer reads it, edits the letter and sends it again. Possible whatever holds the
// letter (a pause, a deactivated writer).
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LETTER_NOTE_MAX_LENGTH, type Letter } from '@portal/shared';
import { useLettersTranslation } from '../i18n';
import { fullName } from './person-name';

export function ReturnDialog({
  open,
  letter,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  letter: Letter;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const { t } = useLettersTranslation();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [isChecked, setChecked] = useState(false);
  const isNoteMissing = isChecked && note.trim() === '';
  const name = fullName(letter.writer);
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (note.trim() !== '') onConfirm(note);
        }}
      >
        <DialogTitle id={titleId}>
          {t('letters.review.returnTitle', { number: letter.number, name })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {t('letters.review.returnText', { name })}
          </DialogContentText>
          <TextField
            label={t('letters.review.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            required
            multiline
            minRows={3}
            error={isNoteMissing}
            helperText={isNoteMissing ? t('validation.required') : undefined}
            slotProps={{ htmlInput: { maxLength: LETTER_NOTE_MAX_LENGTH } }}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('letters.review.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={busy}>
            {t('letters.review.returnButton', { number: letter.number })}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
