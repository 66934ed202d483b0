// The start-up rule (seed, point 2): the old entry link `/?action=method&code=X` opens the
// parent agreement page /agreement/X; without a code it goes to the start page.
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PATHS, buildPath } from '../config/paths';

export function getStartupRedirect(search: string): string | null {
  const params = new URLSearchParams(search);
  if (params.get('action') !== 'method') return null;
  const code = params.get('code')?.trim();
  return code ? buildPath(PATHS.agreement, { key: code }) : PATHS.home;
}

/** Root loader: applies the rule on whatever path the link points to. */
export function startupLoader({ request }: LoaderFunctionArgs): null {
  const target = getStartupRedirect(new URL(request.url).search);
  if (target) throw redirect(target);
  return null;
}

/**
 * The phone build uses hash history, so the router never sees the real query string
 * (`index.html?action=method&code=X`); move the rule's target into the hash before it starts.
 */
export function applyStartupRuleToHash(location: Location = window.location): void {
  const target = getStartupRedirect(location.search);
  if (target) window.history.replaceState(null, '', `${location.pathname}#${target}`);
}
