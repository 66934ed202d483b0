// /edrocks/email/campaigns/:id/edit: the composer for a draft. A campaign already sent or
// scheduled opens its page instead (it can no longer change).
import { Navigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { buildPath } from '../../../config/paths';
import { useCampaign } from '../api/get-campaign';
import { CampaignComposer } from '../components/campaign-composer';
import { BackToCampaigns } from '../components/campaign-screen';
import { draftFromCampaign } from '../components/composer-draft';
import { EMAIL_SCREEN_PATHS } from '../paths';

function DraftComposer({ id }: { id: number }) {
  const campaign = useCampaign(id);
  if (campaign.isPending) return <LoadingSkeleton lines={8} />;
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
  if (campaign.data.state !== 'draft') {
    return <Navigate to={buildPath(EMAIL_SCREEN_PATHS.campaign, { id })} replace />;
  }
  return <CampaignComposer campaignId={id} initial={draftFromCampaign(campaign.data)} />;
}

export default function CampaignEditRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <Navigate to={EMAIL_SCREEN_PATHS.campaigns} replace />;
  return <DraftComposer key={id} id={id} />;
}
