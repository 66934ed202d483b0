// A campaign's progress: a determinate bar (sent, failed, skipped and cancelled over the
// recipients; the failed count holds the bounced ones), the counts beside it in words, and the notice when the mail server throttles:
// the campaign is not finished while messages wait for another try, and it says when.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { Campaign, CampaignMessageCounts } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useEmailTranslation } from '../i18n';

const COUNTS: ReadonlyArray<keyof CampaignMessageCounts> = [
  'queued',
  'sent',
  'failed',
  'bounced',
  'skipped',
  'cancelled',
];

export function doneOf(counts: CampaignMessageCounts): number {
  return counts.sent + counts.failed + counts.skipped + counts.cancelled;
}

export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const total = campaign.recipients;
  const done = Math.min(doneOf(campaign.counts), total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const words = t('campaign.progress', {
    done: format.number(done),
    total: format.number(total),
  });
  return (
    <Box data-testid="campaign-progress">
      <Typography id="campaign-progress-label" variant="subtitle2" component="h3">
        {t('campaign.progressLabel')}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-labelledby="campaign-progress-label"
        aria-valuetext={words}
        sx={{ height: 10, borderRadius: 1, my: 1 }}
      />
      <Typography variant="body2" data-testid="campaign-progress-words">
        {words}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
          gap: 1,
          m: 0,
          mt: 1,
        }}
      >
        {COUNTS.map((count) => (
          <Box key={count} data-testid={`count-${count}`}>
            <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
              {t(`campaign.counts.${count}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {format.number(campaign.counts[count])}
            </Typography>
          </Box>
        ))}
      </Box>
      {campaign.retrying.count > 0 ? <RetryingNotice retrying={campaign.retrying} /> : null}
    </Box>
  );
}

function RetryingNotice({ retrying }: { retrying: Campaign['retrying'] }) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const time = retrying.nextAttemptAt
    ? format.date(retrying.nextAttemptAt, { timeStyle: 'short' })
    : '—';
  return (
    <Alert severity="warning" sx={{ mt: 2 }} data-testid="campaign-retrying">
      {t('campaign.retrying', { count: retrying.count, time })}
      {retrying.lastError ? (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {t('campaign.retryingError', { error: retrying.lastError })}
        </Box>
      ) : null}
    </Alert>
  );
}
