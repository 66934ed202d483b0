// A sponsor's agreements (/edrocks/agreements): each required text with its state (to sign,
// signed on a date, a new version to sign), the text itself, and the signature: the full name
// typed (it must match the name on the profile) with today's date shown. A required agreement
// the programme has not published yet says so, with nothing to sign: it still counts as
// missing, so the page never says that everything is signed.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAgreementsTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MyAgreement, UnpublishedAgreement } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAcceptAgreement } from '../api/accept-agreement';
import { downloadSignaturePdf } from '../api/download-signature';
import { useMyAgreements } from '../api/get-my-agreements';
import { useParentAgreement } from '../api/get-parent-agreement';
import { ParentAgreementPanel } from './parent-agreement-panel';
import { ScrollingText } from './scrolling-text';

export function MyAgreements() {
  const { t } = useAgreementsTranslation();
  const agreements = useMyAgreements();
  const parent = useParentAgreement(undefined);
  if (agreements.isPending) return <LoadingSkeleton />;
  if (agreements.error) {
    return <ErrorState error={agreements.error} onRetry={() => void agreements.refetch()} />;
  }
  const { items, notPublished, signerName } = agreements.data;
  // A minor sponsor's parent signs too; an adult sees the panel only once something was sent.
  const isParentShown =
    parent.data !== undefined && (parent.data.isRequired || parent.data.state !== 'notSent');
  const isParentPending = isParentShown && parent.data?.state !== 'signed';
  if (items.length === 0 && notPublished.length === 0 && !isParentShown) {
    return <EmptyState message={t('agreements.none')} />;
  }
  const isAllSigned =
    items.every((item) => item.state === 'signed') && notPublished.length === 0 && !isParentPending;
  return (
    <Stack spacing={3}>
      {isAllSigned ? (
        <Alert severity="success" data-testid="all-signed">
          {t('agreements.allSigned')}{' '}
          <RouterLink to={PATHS.sponsorship}>{t('agreements.toSponsorship')}</RouterLink>
        </Alert>
      ) : (
        <Typography>{t('agreements.intro')}</Typography>
      )}
      {items.map((item) => (
        <AgreementCard key={item.versionId} agreement={item} signerName={signerName} />
      ))}
      {notPublished.map((item) => (
        <NotPublishedCard key={item.agreementId} agreement={item} />
      ))}
      {isParentShown ? <ParentAgreementPanel /> : null}
    </Stack>
  );
}

/** A required agreement with no published text: nothing to sign yet, and why. */
function NotPublishedCard({ agreement }: { agreement: UnpublishedAgreement }) {
  const { t } = useAgreementsTranslation();
  const titleId = `agreement-${agreement.agreementId}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {t(`agreements.keys.${agreement.key as 'sponsor-commitment'}`, {
              defaultValue: agreement.key,
            })}
          </Typography>
          <Chip size="small" variant="outlined" label={t('agreements.notPublishedState')} />
        </Stack>
        <Alert severity="info" data-testid={`not-published-${agreement.key}`}>
          {t('agreements.notPublished')}
        </Alert>
      </CardContent>
    </Card>
  );
}

function AgreementCard({ agreement, signerName }: { agreement: MyAgreement; signerName: string }) {
  const { t } = useAgreementsTranslation();
  const format = useFormat();
  const accept = useAcceptAgreement();
  const [typedName, setTypedName] = useState('');
  const titleId = `agreement-${agreement.agreementId}`;
  const isSigned = agreement.state === 'signed';

  async function sign() {
    try {
      await accept.mutateAsync({ versionId: agreement.versionId, typedName });
      notify.success(t('agreements.signedNotice', { title: agreement.title }));
    } catch {
      // Shown under the field.
    }
  }

  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography id={titleId} variant="h6" component="h2">
            {agreement.title}
          </Typography>
          <Chip
            size="small"
            variant={isSigned ? 'filled' : 'outlined'}
            color={isSigned ? 'success' : 'default'}
            label={
              isSigned && agreement.signedAt
                ? t('agreements.state.signedOn', { date: format.date(agreement.signedAt) })
                : t(`agreements.state.${agreement.state}`)
            }
          />
        </Stack>
        {agreement.needsReview ? (
          <Typography variant="body2" color="text.secondary">
            {t('agreements.needsReview')}
          </Typography>
        ) : null}
        <ScrollingText title={agreement.title}>{agreement.text}</ScrollingText>
        {isSigned && agreement.signatureId !== null ? (
          <Button
            variant="outlined"
            onClick={() => {
              const id = agreement.signatureId;
              if (id !== null) {
                downloadSignaturePdf(id).catch((error: unknown) =>
                  notify.error(getErrorMessage(error, t)),
                );
              }
            }}
          >
            {t('agreements.downloadPdf')}
          </Button>
        ) : null}
        {isSigned ? null : (
          <SignForm
            agreement={agreement}
            signerName={signerName}
            typedName={typedName}
            onTypedName={setTypedName}
            error={accept.error}
            isSigning={accept.isPending}
            onSign={() => void sign()}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The typed name that signs, today's date, and "Sign". */
function SignForm({
  agreement,
  signerName,
  typedName,
  onTypedName,
  error,
  isSigning,
  onSign,
}: {
  agreement: MyAgreement;
  signerName: string;
  typedName: string;
  onTypedName: (typedName: string) => void;
  error: unknown;
  isSigning: boolean;
  onSign: () => void;
}) {
  const { t } = useAgreementsTranslation();
  const format = useFormat();
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSign();
      }}
    >
      <TextField
        fullWidth
        margin="normal"
        required
        label={t('agreements.typedName')}
        helperText={
          error ? getErrorMessage(error, t) : t('agreements.typedNameHelp', { name: signerName })
        }
        error={Boolean(error)}
        value={typedName}
        onChange={(event) => onTypedName(event.target.value)}
        autoComplete="name"
      />
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('agreements.date', { date: format.date(new Date()) })}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        loading={isSigning}
        disabled={typedName.trim() === ''}
      >
        {t('agreements.sign', { title: agreement.title })}
      </Button>
    </Box>
  );
}
