// Whether a CSS media query matches now, kept current as the window changes (a phone turned, a
// window resized). The signed-in shell reads the wide screen's breakpoint with it, without the
// component library's hook and theme.
import { useCallback, useSyncExternalStore } from 'react';

/** MUI's `md` breakpoint: the side menu stays open from this width on. */
export const WIDE_SCREEN_QUERY = '(min-width: 900px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
