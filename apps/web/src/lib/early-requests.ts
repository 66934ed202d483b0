// A signed-in screen's first requests, which the start-up script (chunk-plan-plugin.ts) asks for
// while the app's code downloads, for a screen whose manifest declares them (`earlyRequests`):
// on a phone on slow 4G the answer is there when the screen first draws, instead of asked for
// only then. The app takes an answer the first time it asks for the same address with the same
// token, soon after the page opened and before this browser has changed anything; otherwise
// (or if the answer is not a success) it asks itself, as always.
import { EARLY_REQUESTS_KEY } from '../config/storage-keys';

/** What the start-up script leaves on `window`. */
export interface EarlyRequests {
  /** The access token the requests were sent with. */
  token: string;
  /** API address (path and query) -> its answer; null if the request failed. */
  responses: Record<string, Promise<Response | null>>;
}

/** Past this long after the page opened, an early answer no longer stands for a new request. */
export const EARLY_ANSWER_MAX_AGE_MS = 15_000;

function earlyRequests(): EarlyRequests | undefined {
  return (window as unknown as Record<string, EarlyRequests | undefined>)[EARLY_REQUESTS_KEY];
}

/** After this browser changed something, no answer asked for before the change stands. */
export function discardEarlyResponses(): void {
  const early = earlyRequests();
  if (early) early.responses = {};
}

/** The early answer to this GET, once; undefined when there is none to take. */
export function takeEarlyResponse(
  url: string,
  token: string | null | undefined,
): Promise<Response | null> | undefined {
  const early = earlyRequests();
  const response = early?.responses[url];
  if (!early || !response) return undefined;
  delete early.responses[url];
  if (early.token !== token || performance.now() > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return response;
}
