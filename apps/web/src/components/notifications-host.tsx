// The notistack provider, mounted beside the app (not around it) so it can load lazily.
import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { notificationsReady } from '../lib/notify';

export default function NotificationsHost() {
  useEffect(() => {
    notificationsReady();
  }, []);
  return (
    <SnackbarProvider
      maxSnack={3}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      preventDuplicate
    />
  );
}
