// The past runs: when, started by whom (the daily run or a person), what each removed, and
// whether it reached its end.
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RETENTION_KINDS, type RetentionRun } from '@portal/shared';
import { EmptyState } from '../../../components/feedback/empty-state';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useFormat } from '../../../lib/format';
import { useRetentionRuns } from '../api/get-retention-runs';
import { useRetentionTranslation } from '../i18n';

function useRemovedText() {
  const { t } = useRetentionTranslation();
  const format = useFormat();
  return (run: RetentionRun) => {
    const parts = RETENTION_KINDS.filter((kind) => (run.removed[kind] ?? 0) > 0).map(
      (kind) => `${t(`retention.kinds.${kind}`)}: ${format.number(run.removed[kind] ?? 0)}`,
    );
    if (run.filesRemoved > 0) parts.push(t('retention.files', { count: run.filesRemoved }));
    const removed = parts.length === 0 ? t('retention.removedNone') : parts.join(' · ');
    // A run removes in batches: one without an end stopped between two, or is still going on.
    return run.finishedAt === null ? `${removed} · ${t('retention.unfinished')}` : removed;
  };
}

export function RunsTable() {
  const { t } = useRetentionTranslation();
  const format = useFormat();
  const runs = useRetentionRuns();
  const removedText = useRemovedText();
  if (runs.error) return <ErrorState error={runs.error} onRetry={() => void runs.refetch()} />;
  if (!runs.data) return <LoadingSkeleton lines={3} />;
  if (runs.data.items.length === 0) return <EmptyState message={t('retention.noRuns')} />;
  return (
    <TableContainer>
      <Table aria-label={t('retention.runsLabel')} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('retention.runFields.when')}</TableCell>
            <TableCell>{t('retention.runFields.how')}</TableCell>
            <TableCell>{t('retention.runFields.removed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.data.items.map((run) => (
            <TableRow key={run.id}>
              <TableCell>
                {format.date(run.startedAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </TableCell>
              <TableCell>
                {run.trigger === 'daily' ? t('retention.daily') : (run.actor.name ?? '')}
              </TableCell>
              <TableCell>{removedText(run)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
