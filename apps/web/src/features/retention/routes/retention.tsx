// /edrocks/retention: the super admin's retention rules with what the next run removes, "Run
// now" (after a confirmation listing the counts), and the past runs.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useFormat } from '../../../lib/format';
import { useRetention } from '../api/get-retention';
import { RulesTable } from '../components/rules-table';
import { RunNow } from '../components/run-now';
import { RunsTable } from '../components/runs-table';
import { useRetentionTranslation } from '../i18n';

export default function RetentionRoute() {
  const { t } = useRetentionTranslation();
  const format = useFormat();
  const retention = useRetention();
  if (retention.error) {
    return <ErrorState error={retention.error} onRetry={() => void retention.refetch()} />;
  }
  if (!retention.data) return <LoadingSkeleton lines={6} />;
  const overview = retention.data;
  return (
    <Stack spacing={3}>
      <Typography>{t('retention.intro')}</Typography>
      <RulesTable overview={overview} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography>{t('retention.nextRun', { date: format.day(overview.nextRunOn) })}</Typography>
        <RunNow overview={overview} />
      </Stack>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('retention.runsTitle')}
      </Typography>
      <RunsTable />
    </Stack>
  );
}
