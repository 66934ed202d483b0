// The user menu's items (Profile, Change password, Sign out), opened by <UserMenu/>: loaded on
// first use, like the language menu, so that every signed-in page draws its app bar without the
// menu's code.
import { useState } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { Link as RouterLink } from 'react-router';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import { PATHS } from '../../config/paths';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session';

/** The menu's links, before Sign out. */
const LINKS = [
  {
    to: PATHS.profile,
    Icon: PersonIcon,
    labelKey: 'userMenu.profile',
    testId: 'user-menu-profile',
  },
  {
    to: PATHS.changePassword,
    Icon: KeyIcon,
    labelKey: 'userMenu.changePassword',
    testId: 'user-menu-change-password',
  },
] as const;

export default function UserMenuPopup({
  anchorEl,
  open,
  onClose,
}: {
  anchorEl: HTMLElement;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useCommonTranslation();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setIsSigningOut(true);
    try {
      // This phone stops receiving the sponsor's notifications (the server forgets it on sign-out).
      await import('../../lib/push-device')
        .then((device) => device.unsubscribeThisDevice())
        .catch(() => null);
      await session.logOut();
      notify.success(t('session.signedOut'));
    } finally {
      setIsSigningOut(false);
      onClose();
    }
  };

  return (
    <Menu
      id="user-menu"
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {LINKS.map(({ to, Icon, labelKey, testId }) => (
        <MenuItem key={to} component={RouterLink} to={to} onClick={onClose} data-testid={testId}>
          <ListItemIcon aria-hidden>
            <Icon fontSize="small" />
          </ListItemIcon>
          {t(labelKey)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => void signOut()}
        disabled={isSigningOut}
        data-testid="user-menu-sign-out"
      >
        <ListItemIcon aria-hidden>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {isSigningOut ? t('userMenu.signingOut') : t('userMenu.signOut')}
      </MenuItem>
    </Menu>
  );
}
