// App-wide providers. Deliberately light: the MUI theme is provided by the signed-in area's
// layout (app/routes/app-layout.tsx), and the notifications host loads with the first toast,
// so the public pages carry neither.
import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { isMobileBuild } from '../config/env';
import { notificationsDemand } from '../lib/notify';

const NotificationsHost = lazy(() => import('../components/notifications-host'));
// The phone app's "new version" prompt: none in the portal's build (no service worker there).
const UpdatePrompt = isMobileBuild
  ? lazy(() => import('../components/offline/update-prompt'))
  : null;

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
      {UpdatePrompt ? (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      ) : null}
    </>
  );
}
