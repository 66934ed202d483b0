// "Run upgrade" on a new year: the preview lists each grade's move in words ("1st grade → 2nd
// grade: 12", college to alumni) and the students moved; the button moves them, once.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Period, UpgradeSummary, UpgradeTarget } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useRunUpgrade, useUpgradePreview } from '../api/run-upgrade';
import { usePeriodsTranslation } from '../i18n';
import { CycleRunDialog } from './cycle-run-dialog';

export interface UpgradeDialogProps {
  /** The new year; none: the dialog is closed. */
  period: Period | undefined;
  onClose: () => void;
}

export function UpgradeDialog({ period, onClose }: UpgradeDialogProps) {
  return period ? <OpenUpgradeDialog period={period} onClose={onClose} /> : null;
}

function OpenUpgradeDialog({ period, onClose }: { period: Period; onClose: () => void }) {
  const { t } = usePeriodsTranslation();
  const preview = useUpgradePreview(period.id);
  const run = useRunUpgrade(period.id);

  async function confirm() {
    try {
      const done = await run.mutateAsync();
      notify.success(t('periods.upgrade.done', { count: done.total }));
      onClose();
    } catch {
      // The dialog shows the refusal.
    }
  }

  const summary = preview.data;
  return (
    <CycleRunDialog
      title={t('periods.upgrade.title', { name: period.name })}
      preview={summary ? <UpgradePreview summary={summary} /> : undefined}
      error={run.error ?? preview.error}
      confirmLabel={summary ? t('periods.upgrade.confirm', { count: summary.total }) : undefined}
      isRunning={run.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="upgrade-dialog"
    />
  );
}

function UpgradePreview({ summary }: { summary: UpgradeSummary }) {
  const { t } = usePeriodsTranslation();
  const format = useFormat();
  const gradeName = (grade: UpgradeTarget) =>
    grade === 'alumni' ? t('studentStatuses.alumni') : t(`grades.${grade}`);
  const moves = summary.moves.filter((move) => move.count > 0);
  return (
    <>
      <Typography>{t('periods.upgrade.summary', { count: summary.total })}</Typography>
      <Typography sx={{ mt: 1 }}>
        {t('periods.upgrade.explain')} {t('periods.activate.irreversible')}
      </Typography>
      {summary.endingSponsorships > 0 ? (
        <Typography sx={{ mt: 1 }}>
          {t('periods.upgrade.endingSponsorships', { count: summary.endingSponsorships })}
        </Typography>
      ) : null}
      {moves.length > 0 ? (
        <>
          <Typography component="h3" variant="subtitle2" sx={{ mt: 2 }}>
            {t('periods.upgrade.moves')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {moves.map((move) => (
              <li key={move.from}>
                {t('periods.upgrade.move', {
                  from: gradeName(move.from),
                  to: gradeName(move.to),
                  students: format.number(move.count),
                })}
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </>
  );
}
