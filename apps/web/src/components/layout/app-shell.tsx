// The signed-in area: app bar (screen title, language, user menu), the side menu (permanent on
// desktop, a drawer behind the menu button on a phone, loaded on its first opening) and the
// screen.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from '../language-switch';
import { NavMenu } from './nav-menu';
import { useRouteTitleKey } from './route-title';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';
import { UserMenu } from './user-menu';

const NavDrawer = lazy(() => import('./nav-drawer'));

const DRAWER_WIDTH = 280;
const DRAWER_ID = 'main-menu-drawer';

export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's drawer is drawn from its first opening on, so it stays mounted to slide away.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { userData } = useSession();
  const titleKey = useRouteTitleKey();
  const navigation = useNavigation();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar position="fixed" sx={{ zIndex: (muiTheme) => muiTheme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!isDesktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('nav.openMenu')}
              aria-controls={DRAWER_ID}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
              data-testid="menu-button"
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography
            component="h1"
            variant="h6"
            noWrap
            sx={{ flexGrow: 1 }}
            data-testid="screen-title"
          >
            {titleKey ? t(titleKey) : t('app.name')}
          </Typography>
          <LanguageSwitch onDark compact />
          <UserMenu />
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress
            color="secondary"
            aria-label={t('app.navigating')}
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
          />
        )}
      </AppBar>
      {userData && isDesktop && (
        // What MUI's permanent drawer draws, without the modal code its temporary one needs.
        <Box id={DRAWER_ID} data-no-print sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <Box
            sx={{
              position: 'fixed',
              top: 0,
              left: 0,
              zIndex: (muiTheme) => muiTheme.zIndex.drawer,
              width: DRAWER_WIDTH,
              height: '100%',
              boxSizing: 'border-box',
              overflowY: 'auto',
              bgcolor: 'background.paper',
              borderRight: 1,
              borderColor: 'divider',
            }}
          >
            <Toolbar />
            <NavMenu role={userData.role} />
          </Box>
        </Box>
      )}
      {userData && !isDesktop && drawerWanted && (
        <Suspense fallback={null}>
          <NavDrawer
            id={DRAWER_ID}
            width={DRAWER_WIDTH}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
          >
            <NavMenu role={userData.role} onNavigate={() => setDrawerOpen(false)} />
          </NavDrawer>
        </Suspense>
      )}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, outline: 'none' }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
