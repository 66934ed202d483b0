// The signed-in sponsor's own profile (GET /edrocks/api/sponsors/me): shown where coordinators see the
// sponsors list, under a heading that says whose it is. No record linked yet: what to do.
import { useSponsorsTranslation } from '../i18n';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { hasErrorCode } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { useMySponsor } from '../api/get-my-sponsor';
import { SponsorProfile } from './sponsor-profile';

export function MySponsorProfile() {
  const { t } = useSponsorsTranslation();
  const me = useMySponsor();
  const { userData } = useSession();
  const isSponsor = userData?.role === 'SPONSOR';
  return (
    <Stack spacing={2} data-testid="my-sponsor-profile">
      {/* The app bar's title says whose profile this is ("My sponsor profile"). */}
      <Typography sx={{ color: 'text.secondary' }}>{t('sponsors.own.intro')}</Typography>
      {me.isPending ? (
        <LoadingSkeleton lines={6} />
      ) : me.isError ? (
        hasErrorCode(me.error, 'NOT_FOUND') ? (
          <Alert severity="info">{t('sponsors.own.none')}</Alert>
        ) : (
          <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        )
      ) : (
        <SponsorProfile sponsor={me.data} canManage={false} isOwn={isSponsor} />
      )}
    </Stack>
  );
}
