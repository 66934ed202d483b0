// The user menu in the app bar: a button with the person's avatar, which opens Profile, Change
// password and Sign out (user-menu-popup.tsx, loaded on first use).
import { lazy, Suspense } from 'react';
import { useCommonTranslation } from '../../lib/i18n/common-translation';
import { initialsOf } from '../../lib/initials';
import { useSession } from '../../lib/session';
import { useMenuOnFirstUse } from '../../lib/use-menu-on-first-use';
import { PlainAvatar } from '../plain-avatar';

const UserMenuPopup = lazy(() => import('./user-menu-popup'));

export function UserMenu() {
  const { t } = useCommonTranslation();
  const { userData } = useSession();
  const menu = useMenuOnFirstUse();
  const initials = userData ? initialsOf(userData.firstName, userData.lastName) : '?';

  return (
    <>
      <button
        type="button"
        className="sh-bar__button sh-account"
        // What it shows (the initials; the name too on a wide screen) is in its name, so speech
        // input can say it.
        aria-label={t('userMenu.label', { initials, name: userData?.fullName ?? '' })}
        aria-haspopup="menu"
        aria-expanded={menu.isOpen}
        aria-controls={menu.isOpen ? 'user-menu' : undefined}
        data-testid="user-menu"
        onClick={menu.open}
      >
        <PlainAvatar
          src={userData?.photoUrl}
          alt=""
          initials={initials}
          className="sh-account__avatar"
        />{' '}
        <span className="sh-account__name">{userData?.fullName}</span>
      </button>
      {menu.anchor && (
        <Suspense fallback={null}>
          <UserMenuPopup anchorEl={menu.anchor} open={menu.isOpen} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
