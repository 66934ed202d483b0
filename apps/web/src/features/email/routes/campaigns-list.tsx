// /edrocks/email: the campaigns. (The screen's title is the app bar's h1.)
import { CampaignsList } from '../components/campaigns-list';

export default function CampaignsListRoute() {
  return <CampaignsList />;
}
