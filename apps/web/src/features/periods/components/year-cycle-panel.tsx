// "Rolling into a new year", above the years for the super admin while a draft follows the
// available year: the steps in order (create the year and its letters, run recommit, watch the
// sponsors' answers, run the upgrade, activate), each marked done or not, with the button of
// the step the year is at. The answers' counts come from their own request: if it fails, the
// panel says they are unavailable and the rest of the screen is untouched.
import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Period } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useRecommitmentSummary } from '../api/get-recommitment-summary';
import { usePeriodsTranslation } from '../i18n';
import type { PeriodDialogOpeners } from './period-dialogs';

const STEPS = ['create', 'recommit', 'answers', 'upgrade', 'activate'] as const;
type Step = (typeof STEPS)[number];

export interface YearCyclePanelProps {
  /** The draft that follows the available year. */
  draft: Period;
  available: Period;
  openers: Pick<PeriodDialogOpeners, 'onRecommit' | 'onUpgrade' | 'onActivate'>;
}

/** The step the year is at: the first of the steps that act that has not been done. */
function currentStep(draft: Period): Step {
  if (!draft.recommited) return 'recommit';
  if (!draft.upgraded) return 'upgrade';
  return 'activate';
}

export function YearCyclePanel({ draft, available, openers }: YearCyclePanelProps) {
  const { t } = usePeriodsTranslation();
  const headingId = useId();
  const summary = useRecommitmentSummary(draft.id, draft.recommited);
  const isDone: Record<Step, boolean> = {
    create: true,
    recommit: draft.recommited,
    answers: draft.recommited && summary.data?.totals.pending === 0,
    upgrade: draft.upgraded,
    activate: false,
  };
  const current = currentStep(draft);
  const buttons: Partial<Record<Step, ReactNode>> = {
    recommit: (
      <Button variant="contained" size="small" onClick={() => openers.onRecommit(draft)}>
        {t('periods.recommit.named', { name: draft.name })}
      </Button>
    ),
    upgrade: (
      <Button variant="contained" size="small" onClick={() => openers.onUpgrade(draft)}>
        {t('periods.upgrade.named', { name: draft.name })}
      </Button>
    ),
    activate: (
      <Button variant="contained" size="small" onClick={() => openers.onActivate(draft)}>
        {t('periods.activate.confirm', { name: draft.name })}
      </Button>
    ),
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2 }}
      data-testid="year-cycle-panel"
    >
      <Typography id={headingId} component="h2" variant="h6">
        {t('periods.cycle.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('periods.cycle.intro', { name: draft.name, available: available.name })}
      </Typography>
      <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
        {STEPS.map((step) => (
          <Box
            component="li"
            key={step}
            sx={{ py: 0.75 }}
            aria-current={step === current ? 'step' : undefined}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="span" sx={{ fontWeight: step === current ? 500 : 400 }}>
                {t(`periods.cycle.steps.${step}`)}
              </Typography>
              <Chip
                size="small"
                color={isDone[step] ? 'success' : 'default'}
                variant={isDone[step] ? 'filled' : 'outlined'}
                label={isDone[step] ? t('periods.cycle.done') : t('periods.cycle.notDone')}
              />
              {step === current ? buttons[step] : null}
            </Box>
            {step === 'answers' ? <AnswerCounts draft={draft} summary={summary} /> : null}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function AnswerCounts({
  draft,
  summary,
}: {
  draft: Period;
  summary: ReturnType<typeof useRecommitmentSummary>;
}) {
  const { t } = usePeriodsTranslation();
  const format = useFormat();
  const note = { variant: 'body2', sx: { color: 'text.secondary' } } as const;
  if (!draft.recommited) {
    return <Typography {...note}>{t('periods.cycle.answersAfterRecommit')}</Typography>;
  }
  if (summary.isError) {
    return <Typography {...note}>{t('periods.cycle.countsUnavailable')}</Typography>;
  }
  if (!summary.data) return <Skeleton variant="text" width="60%" />;
  const { totals } = summary.data;
  const counts = (['pending', 'recommitted', 'declined'] as const).map(
    (state) => `${t(`periods.cycle.counts.${state}`)}: ${format.number(totals[state])}`,
  );
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}
    >
      {counts.map((text) => (
        <Typography component="li" variant="body2" key={text}>
          {text}
        </Typography>
      ))}
    </Box>
  );
}
