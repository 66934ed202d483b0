// The side menu's entries come from the feature manifests, which only the app knows
// (app/features.ts); the shell and the dashboard read them through this context.
import { createContext, useContext } from 'react';
import type { Role } from '@portal/shared';
import type { MenuGroup } from '../../lib/feature-manifest';

export const MenuContext = createContext<(role: Role) => MenuGroup[]>(() => []);

/** The signed-in role's menu; none while nobody is signed in. */
export function useMenuForRole(role: Role | undefined): MenuGroup[] {
  const menuFor = useContext(MenuContext);
  return role ? menuFor(role) : [];
}
