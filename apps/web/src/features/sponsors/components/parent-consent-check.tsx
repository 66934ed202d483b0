// For a coordinator on a sponsor's details: a parent's signature of the parent agreement that
// waits for their check (decision 030), with why it was held, who signed, where from, the
// signature as a PDF, and Confirm signature / Reject signature, each after a confirmation that
// says what follows. A signature rejected earlier is said too. Nothing shows otherwise.
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ParentAgreementStatus } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useConfirmParentSignature } from '../api/confirm-parent-signature';
import { downloadParentSignature } from '../api/download-parent-signature';
import { useParentConsent } from '../api/get-parent-consent';
import { useRejectParentSignature } from '../api/reject-parent-signature';
import { useSponsorsTranslation } from '../i18n';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

type Check = NonNullable<ParentAgreementStatus['check']>;

export function ParentConsentCheck({ sponsorId }: { sponsorId: number }) {
  const { t } = useSponsorsTranslation();
  const format = useFormat();
  const status = useParentConsent(sponsorId, { enabled: true });
  if (status.isPending) return <LoadingSkeleton lines={2} />;
  if (status.error) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  const { check } = status.data;
  if (!check) return null;
  if (check.status === 'rejected') {
    return (
      <Alert severity="info" data-testid="parent-signature-rejected">
        {t('sponsors.consent.rejected', {
          signer: check.signerName,
          date: check.checkedAt ? format.date(check.checkedAt, DATE_TIME) : '',
        })}
      </Alert>
    );
  }
  return <HeldSignature status={status.data} check={check} />;
}

function HeldSignature({ status, check }: { status: ParentAgreementStatus; check: Check }) {
  const { t } = useSponsorsTranslation();
  const format = useFormat();
  const titleId = useId();
  const [decision, setDecision] = useState<'confirm' | 'reject' | null>(null);
  const { isDownloading, download } = useSignatureDownload();
  const confirm = useConfirmParentSignature();
  const reject = useRejectParentSignature();
  const names = {
    signer: check.signerName,
    sponsor: status.sponsorName,
    relationship: check.relationship ? t(`sponsors.relationship.${check.relationship}`) : '',
    date: format.date(check.signedAt, DATE_TIME),
  };

  async function decide() {
    const mutation = decision === 'confirm' ? confirm : reject;
    try {
      await mutation.mutateAsync({ sponsorId: status.sponsorId, linkId: check.linkId });
      notify.success(
        t(
          decision === 'confirm'
            ? 'sponsors.consent.confirmedNotice'
            : 'sponsors.consent.rejectedNotice',
          names,
        ),
      );
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDecision(null);
    }
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="parent-signature-check">
      <Alert severity="warning" icon={false}>
        <AlertTitle id={titleId} component="h3">
          {t('sponsors.consent.title')}
        </AlertTitle>
        <Typography variant="body2">{t('sponsors.consent.intro', names)}</Typography>
        <SignatureFacts check={check} names={names} />
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {t('sponsors.consent.advice')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setDecision('confirm')}>
            {t('sponsors.consent.confirm')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDecision('reject')}>
            {t('sponsors.consent.reject')}
          </Button>
          {check.signatureIds.slice(0, 1).map((id) => (
            <Button key={id} loading={isDownloading} onClick={() => void download(id)}>
              {t('sponsors.consent.downloadPdf')}
            </Button>
          ))}
        </Stack>
      </Alert>
      <ConfirmDialog
        open={decision !== null}
        title={t(
          decision === 'reject' ? 'sponsors.consent.rejectTitle' : 'sponsors.consent.confirmTitle',
        )}
        description={t(
          decision === 'reject'
            ? 'sponsors.consent.rejectDescription'
            : 'sponsors.consent.confirmDescription',
          names,
        )}
        confirmLabel={t(
          decision === 'reject' ? 'sponsors.consent.reject' : 'sponsors.consent.confirm',
        )}
        destructive={decision === 'reject'}
        busy={confirm.isPending || reject.isPending}
        onConfirm={() => void decide()}
        onCancel={() => setDecision(null)}
      />
    </Box>
  );
}

function useSignatureDownload() {
  const { t } = useSponsorsTranslation();
  const [isDownloading, setDownloading] = useState(false);

  async function download(id: number) {
    setDownloading(true);
    try {
      await downloadParentSignature(id);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDownloading(false);
    }
  }

  return { isDownloading, download };
}

function SignatureFacts({ check, names }: { check: Check; names: Record<string, string> }) {
  const { t } = useSponsorsTranslation();
  return (
    <>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        {(check.reasons ?? []).map((reason) => (
          <li key={reason}>
            <Typography variant="body2">
              {t(`sponsors.consent.reasons.${reason}`, names)}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        {t('sponsors.consent.sentTo', { name: check.parentName, email: check.parentEmail })}
      </Typography>
      {check.ip ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('sponsors.consent.source', { ip: check.ip, browser: check.userAgent ?? '' })}
        </Typography>
      ) : null}
    </>
  );
}
