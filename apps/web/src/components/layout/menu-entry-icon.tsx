// A menu entry's icon as a plain <svg> of the theme's icon size (lib/menu-icons.ts): the shell
// loads the paths before it draws, and an icon not loaded yet is an empty square of that size.
import type { CSSProperties } from 'react';
import { useMenuIconPath, type MenuIcon } from '../../lib/menu-icons';

const ICON_STYLE: CSSProperties = { display: 'block', flexShrink: 0 };

export function MenuEntryIcon({ icon }: { icon: MenuIcon }) {
  const path = useMenuIconPath(icon);
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={ICON_STYLE}
    >
      {path && <path d={path} />}
    </svg>
  );
}
