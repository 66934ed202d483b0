// Pausing or resuming one sponsorship's letters, confirmed: what happens is said in full (letters
// are still accepted from both, wait for a coordinator and are not delivered until resumed;
// nobody is told), with an optional note for the other coordinators, and a button naming the
// action.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LETTERS_PAUSE_NOTE_MAX_LENGTH, type Sponsorship } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { usePauseLetters } from '../api/pause-letters';
import { useResumeLetters } from '../api/resume-letters';
import { useSponsorshipTranslation } from '../i18n';

export function LettersPauseDialog({
  sponsorship,
  onClose,
}: {
  sponsorship: Sponsorship;
  onClose: () => void;
}) {
  const { t } = useSponsorshipTranslation();
  const titleId = useId();
  const { note, setNote, error, isPaused, isBusy, confirm } = useLettersPauseForm(
    sponsorship,
    onClose,
  );
  const names = { student: sponsorship.student.fullName, sponsor: sponsorship.sponsor.fullName };

  return (
    <Dialog open onClose={isBusy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <DialogTitle id={titleId}>
          {isPaused
            ? t('sponsorship.lettersPause.resumeTitle')
            : t('sponsorship.lettersPause.pauseTitle')}
        </DialogTitle>
        <DialogContent>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {getErrorMessage(error, t)}
            </Alert>
          ) : null}
          <DialogContentText sx={{ mb: 2 }}>
            {isPaused
              ? t('sponsorship.lettersPause.resumeText', names)
              : t('sponsorship.lettersPause.pauseText', names)}
          </DialogContentText>
          {isPaused ? null : (
            <TextField
              label={t('sponsorship.lettersPause.note')}
              helperText={t('sponsorship.lettersPause.noteHint')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: LETTERS_PAUSE_NOTE_MAX_LENGTH } }}
              fullWidth
              autoFocus
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isBusy}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="warning" loading={isBusy}>
            {isPaused
              ? t('sponsorship.lettersPause.resumeButton')
              : t('sponsorship.lettersPause.pauseButton')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function useLettersPauseForm(sponsorship: Sponsorship, onClose: () => void) {
  const { t } = useSponsorshipTranslation();
  const pause = usePauseLetters();
  const resume = useResumeLetters();
  const [note, setNote] = useState('');
  const [error, setError] = useState<unknown>(null);
  const isPaused = Boolean(sponsorship.lettersPause);
  const isBusy = pause.isPending || resume.isPending;

  async function confirm() {
    setError(null);
    try {
      if (isPaused) {
        await resume.mutateAsync(sponsorship.id);
        notify.success(t('sponsorship.lettersPause.resumed'));
      } else {
        await pause.mutateAsync({ id: sponsorship.id, note });
        notify.success(t('sponsorship.lettersPause.paused'));
      }
      onClose();
    } catch (caught) {
      setError(caught);
    }
  }

  return { note, setNote, error, isPaused, isBusy, confirm };
}
