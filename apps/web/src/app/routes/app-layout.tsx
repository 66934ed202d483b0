// The signed-in area's layout route (lazy): MUI theme (device font, AA colours, visible focus, 44 px
// targets), server-state cache and the app shell. Both live here, off the public pages, so the
// login page's JavaScript stays small.
import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppShell } from '../../components/layout/app-shell';
import { OfflineBanner } from '../../components/offline/offline-banner';
import { isMobileBuild } from '../../config/env';
import { MenuContext } from '../../components/layout/menu-context';
import { getMenuForRole } from '../features';
import { queryClient } from '../../lib/query-client';
import { AUTH_LOGGED_IN, session, useSession } from '../../lib/session';
import { theme } from '../../lib/theme';
import { useOfflineSync } from '../offline-sync';

export default function AppLayoutRoute() {
  useEffect(
    () =>
      // Nothing of one user's data may be shown to the next one on this device.
      session.subscribe(() => {
        if (session.getState().authenticated !== AUTH_LOGGED_IN) queryClient.clear();
      }),
    [],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <MenuContext value={getMenuForRole}>
          {isMobileBuild ? <PhoneShell /> : <AppShell />}
        </MenuContext>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** The phone app's shell: drawn once the kept answers are back, with the offline banner. */
function PhoneShell() {
  const { userData } = useSession();
  const isRestored = useOfflineSync(queryClient, userData?.id ?? null);
  if (!isRestored) return null;
  return <AppShell banner={<OfflineBanner />} />;
}
