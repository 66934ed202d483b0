// App-wide providers. Deliberately light: the MUI theme is provided by the signed-in area's
// layout (app/routes/app-layout.tsx), and the notifications host loads with the first toast,
// so the public pages carry neither.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isMobileBuild } from '../config/env';
import { notificationsDemand } from '../lib/notify';

const NotificationsHost = lazy(() => import('../components/notifications-host'));
const UpdatePrompt = lazy(() => import('../components/offline/update-prompt'));

function OnDemandNotifications() {
  const wanted = useSyncExternalStore(
    notificationsDemand.subscribe,
    notificationsDemand.isWanted,
    notificationsDemand.isWanted,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <OnDemandNotifications />
      {isMobileBuild ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
