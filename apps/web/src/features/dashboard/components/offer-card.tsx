// One offer of another student on the dashboard: the student's first name, age, grade and
// village, until when the sponsor may answer, "Sponsor <name>" (after a small confirmation that
// they will be paired this year) and "Not now". A refusal shows under the card in the server's
// words, with the way to the agreements when those are missing.
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GRADES, type Grade, type SponsorOffer, type SponsorOfferAnswer } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PATHS } from '../../../config/paths';
import { getErrorMessage, hasErrorCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useAnswerOffer } from '../api/answer-offer';
import { useDashboardTranslation } from '../i18n';

type Translate = ReturnType<typeof useDashboardTranslation>['t'];

function isGrade(code: string): code is Grade {
  return (GRADES as readonly string[]).includes(code);
}

/** An offer's state in words, named after its student. */
export function offerStateWords(item: SponsorOffer, t: Translate): string {
  return t(`dashboard.offers.states.${item.state}`, { name: item.student.firstName });
}

/** A refusal of an answer; for missing agreements, the way to them. */
export function OfferError({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const { t } = useDashboardTranslation();
  return (
    <Alert severity="error" role="alert" onClose={onClose}>
      {getErrorMessage(error, t)}
      {hasErrorCode(error, 'AGREEMENTS_REQUIRED') ? (
        <>
          {' '}
          <Link component={RouterLink} to={PATHS.agreements}>
            {t('dashboard.offers.toAgreements')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}

export interface OfferCardProps {
  item: SponsorOffer;
  /** The last refusal of an answer to this offer, if any. */
  error: unknown;
  onFailure: (error: unknown) => void;
  onAnswered: () => void;
}

export function OfferCard({ item, error, onFailure, onAnswered }: OfferCardProps) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const mutation = useAnswerOffer(item.id);
  const [isConfirming, setConfirming] = useState(false);
  const name = item.student.firstName;

  async function send(answer: SponsorOfferAnswer['answer']) {
    onFailure(null);
    try {
      const answered = await mutation.mutateAsync({ answer });
      notify.success(offerStateWords(answered, t));
      onAnswered();
    } catch (caught) {
      onFailure(caught);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      <OfferFacts item={item} />
      <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={mutation.isPending}
          onClick={() => {
            onFailure(null);
            setConfirming(true);
          }}
        >
          {t('dashboard.offers.accept', { name })}
        </Button>
        <Button
          variant="outlined"
          loading={mutation.isPending && !isConfirming}
          disabled={mutation.isPending}
          onClick={() => void send('decline')}
        >
          {t('dashboard.offers.decline')}
        </Button>
      </Box>
      {error ? (
        <Box sx={{ mt: 1.5 }}>
          <OfferError error={error} />
        </Box>
      ) : null}
      <ConfirmDialog
        open={isConfirming}
        title={t('dashboard.offers.confirmTitle', { name })}
        description={t('dashboard.offers.confirmText', { name })}
        confirmLabel={t('dashboard.offers.accept', { name })}
        busy={mutation.isPending}
        onConfirm={() => void send('accept')}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}

function OfferFacts({ item }: { item: SponsorOffer }) {
  const { t } = useDashboardTranslation();
  const format = useFormat();
  const { age, grade, villageName } = item.student;
  const facts = [
    age === null ? null : t('dashboard.offers.age', { count: age }),
    grade !== null && isGrade(grade)
      ? t('dashboard.offers.grade', { grade: t(`grades.${grade}`) })
      : null,
    t('dashboard.offers.village', { village: villageName }),
  ].filter((fact): fact is string => fact !== null);
  return (
    <>
      {facts.map((fact) => (
        <Typography key={fact} variant="body2" sx={{ color: 'text.secondary' }}>
          {fact}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('dashboard.offers.expires', {
          date: format.date(item.expiresAt, { dateStyle: 'long' }),
        })}
      </Typography>
    </>
  );
}
