// Screen titles come from the route table: each route's `handle.titleKey`.
import { useMatches } from 'react-router';

export interface RouteHandle {
  /** i18n key of the screen's title (app bar, document title). */
  titleKey?: string;
}

export function useRouteTitleKey(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.titleKey) return handle.titleKey;
  }
  return undefined;
}
