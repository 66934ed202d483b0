// /edrocks/profile: the photo, then names, phone and language; a sponsor's notifications; the
// sections other features add (downloading one's data); a request about one's own data.
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { canSee } from '@portal/shared';
import { ErrorState } from '../../../components/feedback/error-state';
import { LoadingSkeleton } from '../../../components/feedback/loading-skeleton';
import { ScreenSections } from '../../../components/screen-sections';
import { useMe } from '../api/get-me';
import { ProfileForm } from '../components/profile-form';
import { ProfilePhoto } from '../components/profile-photo';
import { DataRequestSection } from '../components/data-request-section';
import { PushNotifications } from '../components/push-notifications';

export default function ProfileRoute() {
  const me = useMe();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      {me.isPending ? (
        <LoadingSkeleton lines={4} />
      ) : me.isError ? (
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      ) : (
        <>
          <ProfilePhoto user={me.data} />
          <Divider sx={{ my: 3 }} />
          <ProfileForm key={me.data.id} user={me.data} />
          {canSee(me.data.role, 'pushNotifications') ? (
            <>
              <Divider sx={{ my: 3 }} />
              <PushNotifications />
            </>
          ) : null}
          <ScreenSections slot="profile" userId={me.data.id} />
          <Divider sx={{ my: 3 }} />
          <DataRequestSection />
        </>
      )}
    </Paper>
  );
}
