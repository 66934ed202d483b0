// Screen titles come from the route table: each route's `handle.titleKey`, or the one for the
// signed-in role where a screen shows each role something different (`titleKeyByRole`).
import { useMatches } from 'react-router';
import type { Role } from '@portal/shared';
import { useSession } from '../../lib/session';

export interface RouteHandle {
  /** i18n key of the screen's title (app bar, document title). */
  titleKey?: string;
  /** The title for some roles, e.g. a sponsor's "Sponsors" screen is their own profile. */
  titleKeyByRole?: Partial<Record<Role, string>>;
}

export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  const role = useSession().userData?.role;
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    const byRole = role ? handle?.titleKeyByRole?.[role] : undefined;
    if (byRole) return byRole;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}
