// The menu entries' icons: each manifest names its icon's path data as a lazy import
// (`() => import('virtual:icon-path/Face')`, icon-path-plugin.ts), so the login page
// carries none of them. The signed-in shell loads them all before it first draws (their modules
// are in its chunk), and the side menu and the dashboard's shortcuts draw them as plain <svg>:
// no fallback swapped for the icons a moment later (a second commit of some 25 icons, which
// React holds back up to 300 ms after the first and a phone paid for in one long task).
import { useEffect, useSyncExternalStore } from 'react';

/** A menu entry's icon: the path data of a 24 x 24 icon, loaded on demand. */
export type MenuIcon = () => Promise<{ default: string }>;

const loaded = new Map<MenuIcon, string>();
const requested = new Set<MenuIcon>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the icons not loaded yet; resolves when all are (a failed one stays blank until it is
 * asked for again).
 */
export async function loadMenuIcons(icons: Iterable<MenuIcon>): Promise<void> {
  const missing = [...new Set(icons)].filter((icon) => !requested.has(icon));
  if (missing.length === 0) return;
  missing.forEach((icon) => requested.add(icon));
  await Promise.all(
    missing.map((icon) =>
      icon().then(
        (module) => loaded.set(icon, module.default),
        () => requested.delete(icon),
      ),
    ),
  );
  version += 1;
  listeners.forEach((listener) => listener());
}

/** The icon's path data, or undefined until it is loaded (which this asks for then). */
export function useMenuIconPath(icon: MenuIcon): string | undefined {
  useSyncExternalStore(
    subscribe,
    () => version,
    () => version,
  );
  const path = loaded.get(icon);
  const isMissing = path === undefined;
  useEffect(() => {
    if (isMissing) void loadMenuIcons([icon]);
  }, [icon, isMissing]);
  return path;
}
