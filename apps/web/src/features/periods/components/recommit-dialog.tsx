// "Run recommit" on a new year: the preview says how many sponsorships of the year before will
// be asked to recommit, per sponsor's school and per student's village, that each sponsor gets
// an e-mail and that it cannot be undone; the button runs it, once.
import Typography from '@mui/material/Typography';
import type { Period, RecommitSummary } from '@portal/shared';
import { notify } from '../../../lib/notify';
import { useRecommitPreview, useRunRecommit } from '../api/run-recommit';
import { usePeriodsTranslation } from '../i18n';
import { CountsTable } from './counts-table';
import { CycleRunDialog } from './cycle-run-dialog';
import { FieldHelp } from '../../../components/field-help';

export interface RecommitDialogProps {
  /** The new year; none: the dialog is closed. */
  period: Period | undefined;
  /** The years at hand, to name the year before. */
  years: Period[];
  onClose: () => void;
}

export function RecommitDialog({ period, ...props }: RecommitDialogProps) {
  return period ? <OpenRecommitDialog period={period} {...props} /> : null;
}

function OpenRecommitDialog({ period, years, onClose }: RecommitDialogProps & { period: Period }) {
  const { t } = usePeriodsTranslation();
  const preview = useRecommitPreview(period.id);
  const run = useRunRecommit(period.id);
  const previousName = (summary: RecommitSummary) =>
    years.find((year) => year.id === summary.previousPeriodId)?.name ?? t('periods.previousYear');

  async function confirm() {
    try {
      const done = await run.mutateAsync();
      notify.success(
        t('periods.recommit.done', { count: done.requests, previous: previousName(done) }),
      );
      onClose();
    } catch {
      // The dialog shows the refusal.
    }
  }

  const summary = preview.data;
  return (
    <CycleRunDialog
      title={t('periods.recommit.title', { name: period.name })}
      preview={
        summary ? <RecommitPreview summary={summary} previous={previousName(summary)} /> : undefined
      }
      error={run.error ?? preview.error}
      confirmLabel={
        summary ? t('periods.recommit.confirm', { count: summary.requests }) : undefined
      }
      isRunning={run.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="recommit-dialog"
    />
  );
}

function RecommitPreview({ summary, previous }: { summary: RecommitSummary; previous: string }) {
  const { t } = usePeriodsTranslation();
  return (
    <>
      <Typography>
        {t('periods.recommit.summary', { count: summary.requests, previous })}
        <FieldHelp field={t('periods.recommit.button')} text={t('periods.recommit.help')} />
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {t('periods.recommit.email')} {t('periods.activate.irreversible')}
      </Typography>
      {summary.bySchool.length > 0 ? (
        <CountsTable
          caption={t('periods.recommit.bySchool')}
          placeHeader={t('periods.recommit.school')}
          countHeader={t('periods.recommit.requests')}
          rows={summary.bySchool.map((school) => ({ ...school, count: school.requests }))}
        />
      ) : null}
      {summary.byVillage.length > 0 ? (
        <CountsTable
          caption={t('periods.recommit.byVillage')}
          placeHeader={t('periods.recommit.village')}
          countHeader={t('periods.recommit.requests')}
          rows={summary.byVillage.map((village) => ({ ...village, count: village.requests }))}
        />
      ) : null}
    </>
  );
}
