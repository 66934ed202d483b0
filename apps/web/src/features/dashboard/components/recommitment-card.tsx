// One recommitment request on the dashboard: the student's first name and village, the request's
// state in words and, while the sponsor may still answer, "Recommit" and "I changed my mind"
// (which asks why in a small dialog); once answered, "Change my answer" offers both again. A
// refusal shows under the card in the server's words (the list is read again meanwhile).
import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Recommitment, RecommitmentAnswer } from '@portal/shared';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { getErrorMessage } from '../../../lib/errors';
import { notify } from '../../../lib/notify';
import { useAnswerRecommitment } from '../api/answer-recommitment';
import { useDashboardTranslation } from '../i18n';
import type { DeclineChoice } from './decline-dialog';

const DeclineDialog = lazyFormDialog(() => import('./decline-dialog'));

type Translate = ReturnType<typeof useDashboardTranslation>['t'];

export function stateWords(item: Recommitment, t: Translate): string {
  const year = item.periodName;
  switch (item.state) {
    case 'pending':
      return item.canAnswer
        ? t('dashboard.recommitments.states.pending')
        : t('dashboard.recommitments.states.closed', { year });
    case 'recommitted':
      return t('dashboard.recommitments.states.recommitted');
    case 'declined':
      return t('dashboard.recommitments.states.declined', {
        reason: t(`dashboard.recommitments.reasons.${item.reason ?? 'other'}`),
      });
    case 'carried':
      return t('dashboard.recommitments.states.carried', { year });
    case 'lapsed':
      return t('dashboard.recommitments.states.lapsed');
  }
}

export interface RecommitmentCardProps {
  item: Recommitment;
  /** The last refusal of an answer to this request, if any. */
  error: unknown;
  onFailure: (error: unknown) => void;
}

export function RecommitmentCard({ item, error, onFailure }: RecommitmentCardProps) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const answer = useCardAnswer(item, onFailure);
  const canChoose = item.canAnswer && (item.state === 'pending' || answer.isChanging);
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {item.studentFirstName}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dashboard.recommitments.village', { village: item.villageName })}
      </Typography>
      <Typography ref={answer.statusRef} tabIndex={-1} sx={{ mt: 1, outline: 'none' }}>
        {stateWords(item, t)}
      </Typography>
      {item.state === 'declined' && item.note ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('dashboard.recommitments.yourNote', { note: item.note })}
        </Typography>
      ) : null}
      {canChoose ? (
        <AnswerButtons answer={answer} canKeep={item.state !== 'pending'} />
      ) : item.canAnswer ? (
        <Box sx={{ mt: 1.5 }}>
          <Button variant="outlined" onClick={() => answer.setChanging(true)}>
            {t('dashboard.recommitments.change')}
          </Button>
        </Box>
      ) : null}
      {error && !answer.isDeclining ? (
        <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
          {getErrorMessage(error, t)}
        </Alert>
      ) : null}
      <DeclineDialog
        open={answer.isDeclining}
        onClose={() => answer.setDeclining(false)}
        studentName={item.studentFirstName}
        year={item.periodName}
        isBusy={answer.isBusy}
        error={error}
        onConfirm={(choice) => void answer.decline(choice)}
      />
    </Paper>
  );
}

function AnswerButtons({
  answer,
  canKeep,
}: {
  answer: ReturnType<typeof useCardAnswer>;
  canKeep: boolean;
}) {
  const { t } = useDashboardTranslation();
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="contained"
        ref={answer.firstButtonRef}
        loading={answer.isBusy && !answer.isDeclining}
        disabled={answer.isBusy}
        onClick={() => void answer.recommit()}
      >
        {t('dashboard.recommitments.recommit')}
      </Button>
      <Button variant="outlined" disabled={answer.isBusy} onClick={answer.openDecline}>
        {t('dashboard.recommitments.decline')}
      </Button>
      {canKeep ? (
        <Button disabled={answer.isBusy} onClick={() => answer.setChanging(false)}>
          {t('dashboard.recommitments.keep')}
        </Button>
      ) : null}
    </Box>
  );
}

/** Sends an answer; on success says so and puts the focus on the new state's words. */
function useCardAnswer(item: Recommitment, onFailure: (error: unknown) => void) {
  const { t } = useDashboardTranslation();
  const mutation = useAnswerRecommitment(item.id);
  const [isChanging, setChanging] = useState(false);
  const [isDeclining, setDeclining] = useState(false);
  const statusRef = useRef<HTMLElement>(null);
  const firstButtonRef = useRef<HTMLButtonElement>(null);
  const words = { name: item.studentFirstName, year: item.periodName };

  // The request can no longer be answered (the year began meanwhile): nothing left to choose.
  useEffect(() => {
    if (!item.canAnswer) {
      setChanging(false);
      setDeclining(false);
    }
  }, [item.canAnswer]);

  async function send(body: RecommitmentAnswer, success: string) {
    onFailure(null);
    try {
      await mutation.mutateAsync(body);
    } catch (caught) {
      onFailure(caught);
      return;
    }
    setChanging(false);
    setDeclining(false);
    notify.success(success);
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return {
    isChanging,
    isDeclining,
    isBusy: mutation.isPending,
    statusRef,
    firstButtonRef,
    setDeclining,
    setChanging: (value: boolean) => {
      setChanging(value);
      const target = value ? firstButtonRef : statusRef;
      requestAnimationFrame(() => target.current?.focus());
    },
    openDecline: () => {
      onFailure(null);
      setDeclining(true);
    },
    recommit: () => send({ answer: 'recommit' }, t('dashboard.recommitments.recommitted', words)),
    decline: ({ reason, note }: DeclineChoice) =>
      send(
        { answer: 'decline', reason, ...(note ? { note } : {}) },
        t('dashboard.recommitments.declined', words),
      ),
  };
}
