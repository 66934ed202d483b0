// /edrocks/sponsors/:id/details: one sponsor for coordinators (and for the sponsor themselves,
// when the id is theirs).
import { useSponsorsTranslation } from '../i18n';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { canSee, canWrite, isAdminRole } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { ErasePersonButton } from '../../../components/person-erase/erase-person-button';
import { ScreenSections } from '../../../components/screen-sections';
import { PATHS } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useSponsor } from '../api/get-sponsor';
import { SponsorHistory } from '../components/sponsor-history';
import { SponsorProfile } from '../components/sponsor-profile';

export default function SponsorDetailsRoute() {
  const { t } = useSponsorsTranslation();
  const { id } = useParams();
  const sponsor = useSponsor(Number(id));
  const { userData } = useSession();
  const role = userData?.role;
  const canManage = role ? isAdminRole(role) && canWrite(role, 'sponsors') : false;
  const canConfirm = role ? canWrite(role, 'consentChecks') : false;
  const canOffer = role ? isAdminRole(role) && canWrite(role, 'sponsorship') : false;
  const canReadHistory = role ? canSee(role, 'history') : false;
  const isOwn = role === 'SPONSOR' && sponsor.data?.userId === userData?.id;

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={PATHS.sponsors} startIcon={<ArrowBackIcon />}>
          {t(canManage ? 'sponsors.details.back' : 'sponsors.details.backOwn')}
        </Button>
      </Box>
      {sponsor.isPending ? (
        <LoadingSkeleton lines={8} />
      ) : sponsor.isError ? (
        <ErrorState error={sponsor.error} onRetry={() => void sponsor.refetch()} />
      ) : (
        <>
          <SponsorProfile
            sponsor={sponsor.data}
            canManage={canManage}
            canConfirm={canConfirm}
            canOffer={canOffer}
            isOwn={isOwn}
          />
          <Box>
            <ErasePersonButton userId={sponsor.data.userId} sponsorId={sponsor.data.id} />
          </Box>
          <ScreenSections slot="sponsorDetails" sponsorId={sponsor.data.id} />
          {canReadHistory && <SponsorHistory sponsorId={sponsor.data.id} />}
        </>
      )}
    </Stack>
  );
}
