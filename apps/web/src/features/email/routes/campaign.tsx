// /edrocks/email/campaigns/:id: one campaign, its progress and its per-recipient log.
import { Navigate, useParams } from 'react-router';
import { CampaignScreen } from '../components/campaign-screen';
import { EMAIL_SCREEN_PATHS } from '../paths';

export default function CampaignRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return <Navigate to={EMAIL_SCREEN_PATHS.campaigns} replace />;
  return <CampaignScreen key={id} id={id} />;
}
