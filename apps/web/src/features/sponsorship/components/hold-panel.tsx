// The sponsor's live hold as a banner: who is held and until when, Release and Confirm, and why
// a confirmation failed (with the way to the agreements when some are missing).
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FieldHelp } from '../../../components/field-help';
import { PATHS } from '../../../config/paths';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useReleaseHold } from '../api/hold';
import { useSponsorshipTranslation } from '../i18n';
import type { ConfirmHold } from './use-confirm-hold';

export function HoldPanel({ confirmHold }: { confirmHold: ConfirmHold }) {
  const { t } = useSponsorshipTranslation();
  const format = useFormat();
  const release = useReleaseHold();
  const { current, create, confirm } = confirmHold;
  if (!current) return null;
  const needsAgreements = hasErrorCode(create.error, 'AGREEMENTS_REQUIRED');

  return (
    <Alert
      severity={needsAgreements || create.error ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      data-testid="hold-panel"
      action={
        <Stack direction="row" spacing={1}>
          <Button
            color="inherit"
            size="small"
            onClick={() => void release.mutateAsync()}
            disabled={release.isPending || create.isPending}
          >
            {t('sponsorship.sponsor.release')}
          </Button>
          <Button
            variant="contained"
            size="small"
            loading={create.isPending}
            onClick={() => void confirm()}
          >
            {t('sponsorship.sponsor.confirm')}
          </Button>
        </Stack>
      }
    >
      {t('sponsorship.sponsor.held', {
        name: current.studentFirstName,
        time: format.date(current.expiresAt, { timeStyle: 'short' }),
      })}
      <FieldHelp
        field={t('sponsorship.sponsor.holdLabel')}
        text={t('sponsorship.sponsor.holdHelp')}
      />
      {needsAgreements ? (
        <Box sx={{ mt: 1 }}>
          {getErrorMessage(create.error, t)}.{' '}
          <RouterLink to={PATHS.agreements}>{t('sponsorship.sponsor.toAgreements')}</RouterLink>
        </Box>
      ) : create.error ? (
        <Box sx={{ mt: 1 }}>{getErrorMessage(create.error, t)}</Box>
      ) : null}
    </Alert>
  );
}
