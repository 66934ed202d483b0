// The parent agreement of one sponsor (the sponsor's own, or one a coordinator opened): whether
// it is needed, its state (not sent, sent to whom and until when, expired, signed by whom), the
// signed PDF, and sending it (again) to one of the sponsor's parents by e-mail.
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ParentAgreementState, ParentAgreementStatus } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { buildPath, PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { downloadSignaturePdf } from '../api/download-signature';
import { useParentAgreement } from '../api/get-parent-agreement';
import { useSendParentAgreement } from '../api/send-parent-agreement';
import { useAgreementsTranslation } from '../i18n';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const STATE_COLORS: Record<ParentAgreementState, 'default' | 'info' | 'warning' | 'success'> = {
  notSent: 'default',
  sent: 'info',
  expired: 'warning',
  signed: 'success',
};

/** `sponsorId`: a coordinator's view of that sponsor; none: the signed-in sponsor's own. */
export function ParentAgreementPanel({ sponsorId }: { sponsorId?: number }) {
  const { t } = useAgreementsTranslation();
  const status = useParentAgreement(sponsorId);
  const titleId = useId();
  if (status.isPending) return <LoadingSkeleton />;
  if (status.error) {
    return <ErrorState error={status.error} onRetry={() => void status.refetch()} />;
  }
  const data = status.data;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {t('parent.title')}
          </Typography>
          <Chip
            size="small"
            color={STATE_COLORS[data.state]}
            variant={data.state === 'notSent' ? 'outlined' : 'filled'}
            label={t(`parent.state.${data.state}`)}
            data-testid="parent-agreement-state"
          />
        </Stack>
        <Requirement status={data} isOwn={sponsorId === undefined} />
        <StateDetails status={data} />
        {data.state === 'signed' ? null : <SendForm status={data} sponsorId={sponsorId} />}
      </CardContent>
    </Card>
  );
}

function Requirement({ status, isOwn }: { status: ParentAgreementStatus; isOwn: boolean }) {
  const { t } = useAgreementsTranslation();
  const key = !status.isBirthdateKnown
    ? 'parent.birthdateUnknown'
    : status.isRequired
      ? isOwn
        ? 'parent.requiredOwn'
        : 'parent.required'
      : 'parent.notRequired';
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {t(key, { name: status.sponsorName })}
    </Typography>
  );
}

function StateDetails({ status }: { status: ParentAgreementStatus }) {
  const { t } = useAgreementsTranslation();
  const format = useFormat();
  const [isDownloading, setDownloading] = useState(false);
  const { link, signature } = status;

  async function download(id: number) {
    setDownloading(true);
    try {
      await downloadSignaturePdf(id);
    } catch (error) {
      notify.error(getErrorMessage(error, t));
    } finally {
      setDownloading(false);
    }
  }

  if (status.state === 'signed' && signature) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {t('parent.signedBy', {
            name: signature.signerName,
            relationship: signature.relationship
              ? t(`parent.relationship.${signature.relationship}`)
              : '',
            date: format.date(signature.signedAt, DATE_TIME),
          })}
        </Typography>
        {signature.signatureIds.map((id, index) => (
          <Button
            key={id}
            variant="outlined"
            loading={isDownloading}
            onClick={() => void download(id)}
          >
            {t('parent.downloadPdf', { title: status.texts[index]?.title ?? '' })}
          </Button>
        ))}
      </Stack>
    );
  }
  if (!link) return null;
  const values = {
    name: link.parentName,
    email: link.parentEmail,
    sent: format.date(link.sentAt, DATE_TIME),
    expires: format.date(link.expiresAt, DATE_TIME),
  };
  return (
    <Typography sx={{ mb: 1 }}>
      {t(status.state === 'expired' ? 'parent.expiredDetails' : 'parent.sentDetails', values)}
    </Typography>
  );
}

function SendForm({ status, sponsorId }: { status: ParentAgreementStatus; sponsorId?: number }) {
  const { t } = useAgreementsTranslation();
  const send = useSendParentAgreement();
  const [parentId, setParentId] = useState<number | ''>(status.parents[0]?.id ?? '');
  const [isConfirming, setConfirming] = useState(false);
  const parent = status.parents.find((candidate) => candidate.id === parentId);

  if (status.texts.length === 0) {
    return <Alert severity="info">{t('parent.noText')}</Alert>;
  }
  if (status.parents.length === 0) {
    const where =
      sponsorId === undefined
        ? PATHS.profile
        : buildPath(PATHS.sponsorDetails, { id: status.sponsorId });
    return (
      <Alert severity="info">
        {t('parent.noParents')} <RouterLink to={where}>{t('parent.addParent')}</RouterLink>
      </Alert>
    );
  }

  async function submit() {
    if (!parent) return;
    setConfirming(false);
    try {
      await send.mutateAsync({ parentId: parent.id, sponsorId });
      notify.success(t('parent.sentNotice', { name: parent.fullName, email: parent.email }));
    } catch {
      // Shown below the form.
    }
  }

  const isResend = status.state === 'sent' || status.state === 'expired';
  return (
    <Box
      component="form"
      noValidate
      sx={{ mt: 1 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (status.state === 'sent') setConfirming(true);
        else void submit();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField
          select
          label={t('parent.sendTo')}
          value={parentId}
          onChange={(event) => setParentId(Number(event.target.value))}
          sx={{ minWidth: 260 }}
          helperText={parent ? t(`agreements.languages.${parent.language}`) : ' '}
        >
          {status.parents.map((candidate) => (
            <MenuItem key={candidate.id} value={candidate.id}>
              {t('parent.parentOption', {
                name: candidate.fullName,
                relationship: t(`parent.relationship.${candidate.relationship}`),
                email: candidate.email,
              })}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="contained" loading={send.isPending} sx={{ mt: 1 }}>
          {isResend ? t('parent.resend') : t('parent.send')}
        </Button>
      </Stack>
      {send.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(send.error, t)}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={t('parent.resendTitle')}
        description={t('parent.resendDescription', {
          old: status.link?.parentName ?? '',
          name: parent?.fullName ?? '',
        })}
        confirmLabel={t('parent.resend')}
        onConfirm={() => void submit()}
        onCancel={() => setConfirming(false)}
        busy={send.isPending}
      />
    </Box>
  );
}
