// /edrocks/email/campaigns/new: the composer for a new campaign.
import { CampaignComposer } from '../components/campaign-composer';

export default function CampaignNewRoute() {
  return <CampaignComposer />;
}
