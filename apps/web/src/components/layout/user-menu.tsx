// The user menu in the app bar: a button with the person's avatar, which opens Profile, Change
// password and Sign out (user-menu-popup.tsx, loaded on first use).
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { initialsOf } from '../../lib/initials';
import { useSession } from '../../lib/session';
import { useMenuOnFirstUse } from '../../lib/use-menu-on-first-use';

const UserMenuPopup = lazy(() => import('./user-menu-popup'));

export function UserMenu() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const menu = useMenuOnFirstUse();
  const initials = userData ? initialsOf(userData.firstName, userData.lastName) : '?';

  return (
    <>
      <Button
        color="inherit"
        // What it shows (the initials; the name too on a wide screen) is in its name, so speech
        // input can say it.
        aria-label={t('userMenu.label', { initials, name: userData?.fullName ?? '' })}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? 'user-menu' : undefined}
        data-testid="user-menu"
        onClick={menu.open}
        sx={{ gap: 1, minWidth: 44 }}
      >
        <Avatar
          src={userData?.photoUrl ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }}
          aria-hidden
        >
          {initials}
        </Avatar>{' '}
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline' },
            maxWidth: 180,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {userData?.fullName}
        </Box>
      </Button>
      {menu.anchor && (
        <Suspense fallback={null}>
          <UserMenuPopup anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
