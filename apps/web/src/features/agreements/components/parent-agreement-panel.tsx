// The parent agreement of one sponsor (the sponsor's own, or one a coordinator opened): whether
// it is needed, its state (not sent, sent to whom and until when, expired, waiting for a
// coordinator's check, signed by whom), the signed PDF, and sending it (again) to one of the
// sponsor's parents by e-mail: only to a contact a coordinator confirmed (decision 030).
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
  toCheck: 'warning',
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
        <StateDetails status={data} isOwn={sponsorId === undefined} />
        {data.state === 'signed' || data.state === 'toCheck' ? null : (
          <SendForm status={data} sponsorId={sponsorId} />
        )}
      </CardContent>
    </Card>
  );
}

function Requirement({ status, isOwn }: { status: ParentAgreementStatus; isOwn: boolean }) {
  const { t } = useAgreementsTranslation();
  const key = !status.isBirthdateKnown
    ? isOwn
      ? 'parent.birthdateUnknownOwn'
      : 'parent.birthdateUnknown'
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

function StateDetails({ status, isOwn }: { status: ParentAgreementStatus; isOwn: boolean }) {
  const { t } = useAgreementsTranslation();
  const format = useFormat();
  const [isDownloading, setDownloading] = useState(false);
  const { link, signature, check } = status;
  const profile = buildPath(PATHS.sponsorDetails, { id: status.sponsorId });

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
  if (status.state === 'toCheck') {
    return (
      <Alert severity="info" sx={{ mb: 1 }} data-testid="parent-agreement-to-check">
        {isOwn ? (
          t('parent.toCheckOwn')
        ) : (
          <>
            {t('parent.toCheck', { name: status.sponsorName })}{' '}
            <RouterLink to={profile}>{t('parent.checkOnProfile')}</RouterLink>
          </>
        )}
      </Alert>
    );
  }
  const rejected =
    check?.status === 'rejected' ? (
      <Alert severity="warning" sx={{ mb: 1 }} data-testid="parent-agreement-rejected">
        {t(isOwn ? 'parent.rejectedOwn' : 'parent.rejected')}
      </Alert>
    ) : null;
  if (!link) return rejected;
  const values = {
    name: link.parentName,
    email: link.parentEmail,
    sent: format.date(link.sentAt, DATE_TIME),
    expires: format.date(link.expiresAt, DATE_TIME),
  };
  return (
    <>
      {rejected}
      <Typography sx={{ mb: 1 }}>
        {t(status.state === 'expired' ? 'parent.expiredDetails' : 'parent.sentDetails', values)}
      </Typography>
    </>
  );
}

function SendForm({ status, sponsorId }: { status: ParentAgreementStatus; sponsorId?: number }) {
  const { t } = useAgreementsTranslation();
  const send = useSendParentAgreement();
  // Only a contact a coordinator confirmed can be sent the link.
  const confirmed = status.parents.filter((candidate) => candidate.isConfirmed);
  const waiting = status.parents.filter((candidate) => !candidate.isConfirmed);
  const [parentId, setParentId] = useState<number | ''>(confirmed[0]?.id ?? '');
  const [isConfirming, setConfirming] = useState(false);
  const parent = confirmed.find((candidate) => candidate.id === parentId);
  const isOwn = sponsorId === undefined;
  const where = isOwn ? PATHS.profile : buildPath(PATHS.sponsorDetails, { id: status.sponsorId });

  if (status.texts.length === 0) {
    return <Alert severity="info">{t('parent.noText')}</Alert>;
  }
  if (status.parents.length === 0) {
    return (
      <Alert severity="info">
        {t('parent.noParents')} <RouterLink to={where}>{t('parent.addParent')}</RouterLink>
      </Alert>
    );
  }
  const waitingNote =
    waiting.length > 0 ? <WaitingContacts waiting={waiting} isOwn={isOwn} where={where} /> : null;
  if (confirmed.length === 0) return waitingNote;

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
        <ParentSelect parents={confirmed} value={parentId} onChange={setParentId} />
        <Button type="submit" variant="contained" loading={send.isPending} sx={{ mt: 1 }}>
          {isResend ? t('parent.resend') : t('parent.send')}
        </Button>
      </Stack>
      {send.error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {getErrorMessage(send.error, t)}
        </Alert>
      ) : null}
      {waitingNote}
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

type Parent = ParentAgreementStatus['parents'][number];

/** The contacts not yet confirmed, who cannot be sent the link until a coordinator does. */
function WaitingContacts({
  waiting,
  isOwn,
  where,
}: {
  waiting: Parent[];
  isOwn: boolean;
  where: string;
}) {
  const { t } = useAgreementsTranslation();
  return (
    <Alert severity="info" sx={{ mt: 1 }} data-testid="parent-contacts-waiting">
      {t(isOwn ? 'parent.waitingContactsOwn' : 'parent.waitingContacts', {
        names: waiting.map((candidate) => candidate.fullName).join(', '),
      })}{' '}
      {isOwn ? null : <RouterLink to={where}>{t('parent.confirmOnProfile')}</RouterLink>}
    </Alert>
  );
}

function ParentSelect({
  parents,
  value,
  onChange,
}: {
  parents: Parent[];
  value: number | '';
  onChange: (parentId: number) => void;
}) {
  const { t } = useAgreementsTranslation();
  const parent = parents.find((candidate) => candidate.id === value);
  return (
    <TextField
      select
      label={t('parent.sendTo')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 260 }}
      helperText={parent ? t(`agreements.languages.${parent.language}`) : ' '}
    >
      {parents.map((candidate) => (
        <MenuItem key={candidate.id} value={candidate.id}>
          {t('parent.parentOption', {
            name: candidate.fullName,
            relationship: t(`parent.relationship.${candidate.relationship}`),
            email: candidate.email,
          })}
        </MenuItem>
      ))}
    </TextField>
  );
}
