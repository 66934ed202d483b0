// The user menu in the app bar: Profile, Change password, Sign out.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { PATHS } from '../../config/paths';
import { notify } from '../../lib/notify';
import { initialsOf } from '../../lib/initials';
import { session, useSession } from '../../lib/session';

export function UserMenu() {
  const { t } = useTranslation();
  const { userData } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const close = () => setAnchor(null);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await session.logOut();
      notify.success(t('session.signedOut'));
    } finally {
      setSigningOut(false);
      close();
    }
  };

  return (
    <>
      <Button
        color="inherit"
        aria-label={t('userMenu.label')}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'user-menu' : undefined}
        data-testid="user-menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ gap: 1, minWidth: 44 }}
      >
        <Avatar
          src={userData?.photoUrl ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: 'secondary.main', fontSize: 14 }}
          aria-hidden
        >
          {userData ? initialsOf(userData.firstName, userData.lastName) : '?'}
        </Avatar>
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
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          component={RouterLink}
          to={PATHS.profile}
          onClick={close}
          data-testid="user-menu-profile"
        >
          <ListItemIcon aria-hidden>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem
          component={RouterLink}
          to={PATHS.changePassword}
          onClick={close}
          data-testid="user-menu-change-password"
        >
          <ListItemIcon aria-hidden>
            <KeyIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.changePassword')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => void signOut()}
          disabled={signingOut}
          data-testid="user-menu-sign-out"
        >
          <ListItemIcon aria-hidden>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {signingOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
