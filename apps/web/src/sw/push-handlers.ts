// The service worker's notifications (wired into the worker with one import): a push shows the
// notification its payload carries (written by the server in the sponsor's language, never with
// a letter's words), and a tap on it opens the screen it names: an open window of the app is
// focused and taken there, otherwise a new one opens. The phone build's routes are in the hash
// (hash history), the web build's in the path.
/// <reference lib="webworker" />
import { isMobileBuild } from '../config/env';

export interface PushPayload {
  title: string;
  body: string;
  /** The app's route (`/edrocks/letters/12`). */
  path: string;
  topic: string;
}

function isPushPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (
    typeof fields.title === 'string' &&
    typeof fields.body === 'string' &&
    typeof fields.path === 'string' &&
    fields.path.startsWith('/') &&
    !fields.path.startsWith('//') &&
    typeof fields.topic === 'string'
  );
}

function readPayload(event: PushEvent): PushPayload | undefined {
  try {
    const value: unknown = event.data?.json();
    return isPushPayload(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The address of a route: after the hash with hash history, else the path on the app's origin. */
export function screenUrl(path: string, scopeUrl: string, isHashHistory: boolean): string {
  if (isHashHistory) return `${new URL(scopeUrl).href.split('#')[0]}#${path}`;
  return new URL(path, scopeUrl).href;
}

async function openScreen(scope: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const origin = new URL(scope.registration.scope).origin;
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    try {
      const moved = await open.navigate(url);
      await (moved ?? open).focus();
      return;
    } catch {
      // A window this worker does not control cannot be navigated: a new one opens instead.
    }
  }
  await scope.clients.openWindow(url);
}

export function registerPushHandlers(
  scope: ServiceWorkerGlobalScope,
  options: { isHashHistory?: boolean } = {},
): void {
  const isHashHistory = options.isHashHistory ?? isMobileBuild;
  scope.addEventListener('push', (event: PushEvent) => {
    const payload = readPayload(event);
    if (!payload) return;
    const url = screenUrl(payload.path, scope.registration.scope, isHashHistory);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body,
        // One notice per topic and screen: a second one for the same letter replaces the first.
        tag: `${payload.topic}:${payload.path}`,
        data: { url },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = typeof data?.url === 'string' ? data.url : scope.registration.scope;
    event.waitUntil(openScreen(scope, url));
  });
}
