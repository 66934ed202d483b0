// The languages of a letter under review: what it is written in and what its reader reads (set
// by the server from their accounts; the reader's may be unknown), what the text reads as, and a
// dialog where the coordinator corrects them. The translation it needs is then decided again by
// the server.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language, type Letter } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSetLetterLanguages } from '../api/set-letter-languages';
import { useLettersTranslation } from '../i18n';

export function ReviewLanguages({
  letter,
  canCorrect,
  onError,
}: {
  letter: Letter;
  /** While it waits, and nobody else holds it. */
  canCorrect: boolean;
  onError: (error: unknown) => void;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const [isOpen, setOpen] = useState(false);
  const detected = letter.review?.detectedLanguage ?? null;
  const name = (language: Language | null) =>
    language === null ? t('letters.review.unknownLanguage') : format.languageName(language);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-languages" sx={{ p: 2 }}>
      <Typography id="review-languages" variant="subtitle2" component="h3" gutterBottom>
        {t('letters.fields.languages')}
      </Typography>
      <Stack spacing={1}>
        <Typography variant="body2" data-testid="review-language-pair">
          {t('letters.review.languagePair', {
            from: name(letter.originalLanguage),
            to: name(letter.targetLanguage),
          })}
        </Typography>
        {detected !== null ? (
          <Typography variant="body2" data-testid="review-detected-language">
            {t('letters.review.detected', {
              language:
                detected === 'other'
                  ? t('letters.review.otherLanguage')
                  : format.languageName(detected),
            })}
          </Typography>
        ) : null}
        {canCorrect ? (
          <Box>
            <Button variant="outlined" onClick={() => setOpen(true)} sx={{ minHeight: 44 }}>
              {t('letters.review.correctLanguages')}
            </Button>
          </Box>
        ) : null}
      </Stack>
      {isOpen ? (
        <LanguagesDialog letter={letter} onClose={() => setOpen(false)} onError={onError} />
      ) : null}
    </Paper>
  );
}

function LanguagesDialog({
  letter,
  onClose,
  onError,
}: {
  letter: Letter;
  onClose: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const titleId = useId();
  const { save, original, setOriginal, target, setTarget, error, isTargetMissing, submit } =
    useLanguagesForm(letter, onClose, onError);

  const options = LANGUAGES.map((language) => (
    <MenuItem key={language} value={language}>
      {format.languageName(language, { capitalize: true })}
    </MenuItem>
  ));
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('letters.review.languagesTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('letters.review.languagesText')}</DialogContentText>
          <Stack spacing={2}>
            {error ? (
              <Alert severity="error" role="alert">
                {getErrorMessage(error, t)}
              </Alert>
            ) : null}
            <TextField
              select
              label={t('letters.fields.originalLanguage')}
              value={original}
              onChange={(event) => setOriginal(event.target.value as Language)}
              required
            >
              {options}
            </TextField>
            <TextField
              select
              label={t('letters.fields.readLanguage')}
              value={target}
              onChange={(event) => setTarget(event.target.value as Language)}
              required
              error={isTargetMissing}
              helperText={isTargetMissing ? t('validation.required') : undefined}
            >
              {options}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            {t('letters.review.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('letters.review.saveLanguages')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function useLanguagesForm(letter: Letter, onClose: () => void, onError: (error: unknown) => void) {
  const { t } = useLettersTranslation();
  const save = useSetLetterLanguages(letter.id);
  const [original, setOriginal] = useState<Language>(letter.originalLanguage);
  const [target, setTarget] = useState<Language | ''>(letter.targetLanguage ?? '');
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isTargetMissing = isChecked && target === '';

  async function submit() {
    setChecked(true);
    if (target === '') return;
    setError(null);
    try {
      await save.mutateAsync({ originalLanguage: original, targetLanguage: target });
      notify.success(t('letters.review.languagesSaved'));
      onClose();
    } catch (caught) {
      setError(caught);
      onError(caught);
    }
  }

  return { save, original, setOriginal, target, setTarget, error, isTargetMissing, submit };
}
