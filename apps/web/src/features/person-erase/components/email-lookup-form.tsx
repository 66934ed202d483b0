// The e-mail to look up: typed, then looked up with the button or Enter. The browser's own check
// is off: the server's answer (a clear 400) says what is wrong, in the screen's language.
import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import { usePersonEraseTranslation } from '../i18n';

export function EmailLookupForm({ onLookUp }: { onLookUp: (email: string) => void }) {
  const { t } = usePersonEraseTranslation();
  const [email, setEmail] = useState('');
  const helpId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() !== '') onLookUp(email.trim());
  };
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      aria-label={t('byEmail.formLabel')}
    >
      <TextField
        label={t('byEmail.emailLabel')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoComplete="off"
        inputMode="email"
        required
        fullWidth
        helperText={t('byEmail.emailHelp')}
        slotProps={{ formHelperText: { id: helpId }, htmlInput: { 'aria-describedby': helpId } }}
        sx={{ maxWidth: { sm: 420 } }}
      />
      <Button
        type="submit"
        variant="contained"
        startIcon={<SearchIcon />}
        disabled={email.trim() === ''}
        sx={{ mt: { sm: 1 } }}
      >
        {t('byEmail.lookUp')}
      </Button>
    </Stack>
  );
}
