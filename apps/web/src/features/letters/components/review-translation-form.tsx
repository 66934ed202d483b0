// A coordinator writes a waiting letter's translation, or corrects the machine's draft; the
// server screens it again and the coordinator then holds the letter.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LETTER_MESSAGE_MAX_LENGTH, LETTER_SUBJECT_MAX_LENGTH, type Letter } from '@portal/shared';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useSaveLetterTranslation } from '../api/save-letter-translation';
import { useLettersTranslation } from '../i18n';

export function TranslationForm({
  letter,
  onDone,
  onCancel,
}: {
  letter: Letter;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useLettersTranslation();
  const save = useSaveLetterTranslation(letter.id);
  const [subject, setSubject] = useState(letter.translatedSubject ?? '');
  const [message, setMessage] = useState(letter.translatedMessage ?? '');
  const [isChecked, setChecked] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const isSubjectMissing = isChecked && subject.trim() === '';
  const isMessageMissing = isChecked && message.trim() === '';

  async function submit() {
    setChecked(true);
    if (subject.trim() === '' || message.trim() === '') return;
    setError(null);
    try {
      await save.mutateAsync({ translatedSubject: subject, translatedMessage: message });
      notify.success(t('letters.review.translationSaved'));
      onDone();
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      lang={letter.targetLanguage ?? undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack spacing={2}>
        {error ? (
          <Alert severity="error" role="alert">
            {getErrorMessage(error, t)}
          </Alert>
        ) : null}
        <TextField
          label={t('letters.fields.subject')}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          required
          error={isSubjectMissing}
          helperText={isSubjectMissing ? t('validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: LETTER_SUBJECT_MAX_LENGTH } }}
          fullWidth
        />
        <TextField
          label={t('letters.fields.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          required
          multiline
          minRows={8}
          error={isMessageMissing}
          helperText={isMessageMissing ? t('validation.required') : undefined}
          slotProps={{ htmlInput: { maxLength: LETTER_MESSAGE_MAX_LENGTH } }}
          fullWidth
        />
        <TranslationActions isSaving={save.isPending} onCancel={onCancel} />
      </Stack>
    </Box>
  );
}

function TranslationActions({ isSaving, onCancel }: { isSaving: boolean; onCancel?: () => void }) {
  const { t } = useLettersTranslation();
  return (
    <Stack direction="row" spacing={1}>
      <Button type="submit" variant="contained" loading={isSaving} sx={{ minHeight: 44 }}>
        {t('letters.review.saveTranslation')}
      </Button>
      {onCancel ? (
        <Button onClick={onCancel} disabled={isSaving} sx={{ minHeight: 44 }}>
          {t('letters.review.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}
