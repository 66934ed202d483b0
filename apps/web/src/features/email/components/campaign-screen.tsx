// /edrocks/email/campaigns/:id: a campaign's state, subject and audience, its progress (read
// again every 2 s while it is scheduled, sending or paused; no more once it is finished or
// cancelled), Pause / Resume / Cancel, and the per-recipient log.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Campaign } from '@portal/shared';
import { DetailsList } from '../../../components/details-list';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { useFormat } from '../../../lib/format';
import { isCampaignMoving, useCampaign } from '../api/get-campaign';
import { useEmailTranslation } from '../i18n';
import { EMAIL_SCREEN_PATHS } from '../paths';
import { CampaignActions } from './campaign-actions';
import { CampaignMessages } from './campaign-messages';
import { CampaignProgress } from './campaign-progress';
import { inLanguage, MOMENT } from './campaign-words';
import { useAudienceSummary } from './audience-summary';
import { CampaignStateChip } from './state-chips';

export function BackToCampaigns() {
  const { t } = useEmailTranslation();
  return (
    <Link
      component={RouterLink}
      to={EMAIL_SCREEN_PATHS.campaigns}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
    >
      <ArrowBackIcon fontSize="small" />
      {t('tabs.campaigns')}
    </Link>
  );
}

export function CampaignScreen({ id }: { id: number }) {
  const campaign = useCampaign(id);
  if (campaign.isPending) return <LoadingSkeleton lines={6} />;
  if (campaign.isError) {
    return (
      <Stack spacing={2}>
        <Box>
          <BackToCampaigns />
        </Box>
        <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} />
      </Stack>
    );
  }
  return <CampaignView campaign={campaign.data} />;
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const { t } = useEmailTranslation();
  const format = useFormat();
  const audience = useAudienceSummary(campaign.audience);
  const subject = inLanguage(campaign.subject, format.language) || t('campaigns.noSubject');
  const moments: Array<[id: string, label: string, value: string | null]> = [
    ['scheduledAt', t('campaign.scheduledAt'), campaign.scheduledAt],
    ['startedAt', t('campaign.startedAt'), campaign.startedAt],
    ['finishedAt', t('campaign.finishedAt'), campaign.finishedAt],
  ];
  return (
    <Stack spacing={3} data-testid="campaign-screen" sx={{ minWidth: 0 }}>
      <Box>
        <BackToCampaigns />
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {campaign.name || subject}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <DetailsList
            items={[
              {
                id: 'state',
                label: t('campaign.state'),
                value: <CampaignStateChip state={campaign.state} />,
              },
              { id: 'subject', label: t('campaign.subject'), value: subject },
              { id: 'audience', label: t('campaign.audience'), value: audience },
              ...(campaign.createdBy
                ? [
                    {
                      id: 'createdBy',
                      label: t('campaign.createdBy'),
                      value: campaign.createdBy.name,
                    },
                  ]
                : []),
              ...moments
                .filter((moment): moment is [string, string, string] => moment[2] !== null)
                .map(([id, label, value]) => ({ id, label, value: format.date(value, MOMENT) })),
            ]}
          />
          <CampaignProgress campaign={campaign} />
          <CampaignActions campaign={campaign} />
        </Stack>
      </Paper>
      <CampaignMessages campaignId={campaign.id} isMoving={isCampaignMoving(campaign.state)} />
    </Stack>
  );
}
