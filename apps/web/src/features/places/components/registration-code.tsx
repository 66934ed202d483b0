// A place's registration code, grouped for reading aloud ("K7QM-3XPA"), with a copy button and,
// for those who may write, "Generate a new code" behind a confirmation (the old code stops
// working at once).
import { useState } from 'react';
import { usePlacesTranslation } from '../i18n';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { formatRegistrationCode, type Place } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FieldHelp } from '../../../components/field-help';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useRegenerateCode } from '../api/regenerate-code';

export function RegistrationCode({ place, canChange }: { place: Place; canChange: boolean }) {
  const { t } = usePlacesTranslation();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCode(place.kind, place.id);
  const code = place.registrationCode ? formatRegistrationCode(place.registrationCode) : null;

  async function copy() {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
      notify.success(t('places.code.copied'));
    } catch {
      notify.error(t('places.code.copyFailed'));
    }
  }

  async function generate() {
    try {
      await regenerate.mutateAsync();
      notify.success(t('places.code.generated'));
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="registration-code-title" sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Typography id="registration-code-title" variant="h6" component="h2">
          {t('places.fields.registrationCode')}
        </Typography>
        <FieldHelp field={t('places.fields.registrationCode')} text={t('places.code.help')} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t(`places.code.intro.${place.kind}`)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="output"
          data-testid="registration-code"
          sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: 2 }}
        >
          {code ?? t('places.code.none')}
        </Typography>
        {code ? (
          <Tooltip title={t('places.code.copy')}>
            <IconButton aria-label={t('places.code.copy')} onClick={() => void copy()}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        ) : null}
        {canChange ? (
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            {t('places.code.generate')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('places.code.confirmTitle')}
        description={t('places.code.confirmText', { name: place.name, code: code ?? '' })}
        confirmLabel={t('places.code.generate')}
        onConfirm={() => void generate()}
        onCancel={() => setConfirming(false)}
        busy={regenerate.isPending}
        destructive
      />
    </Box>
  );
}
