// The service worker's notifications: a push shows its payload's words and remembers the screen;
// a tap focuses an open window of the app and takes it there (or opens one), in the hash for the
// phone build and in the path for the web build; a payload that is not ours shows nothing.
import { describe, expect, it, vi } from 'vitest';
import { registerPushHandlers, screenUrl } from './push-handlers';

const SCOPE = 'https://app.example.org/';

function fakeScope(windows: Array<{ url: string }> = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const clientWindows = windows.map((window) => ({
    ...window,
    navigate: vi.fn(async function (this: unknown) {
      return this;
    }),
    focus: vi.fn(async () => undefined),
  }));
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
    registration: { scope: SCOPE, showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => clientWindows),
      openWindow: vi.fn(async () => null),
    },
  };
  return { scope, listeners, clientWindows };
}

async function dispatch(listener: ((event: unknown) => void) | undefined, event: object) {
  const waits: Promise<unknown>[] = [];
  listener?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
  return waits.length;
}

const payload = {
  title: 'New letter from Ana',
  body: 'Open the app to read it.',
  path: '/edrocks/letters/12',
  topic: 'newLetter',
};

describe('screenUrl', () => {
  it('puts the route in the hash for the phone build and in the path otherwise', () => {
    expect(screenUrl('/edrocks/letters/12', SCOPE, true)).toBe(
      'https://app.example.org/#/edrocks/letters/12',
    );
    expect(screenUrl('/edrocks/letters/12', SCOPE, false)).toBe(
      'https://app.example.org/edrocks/letters/12',
    );
  });
});

describe('registerPushHandlers', () => {
  it('shows the notification of a push, with the screen it opens', async () => {
    const { scope, listeners } = fakeScope();
    registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope, { isHashHistory: true });
    await dispatch(listeners.get('push'), { data: { json: () => payload } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('New letter from Ana', {
      body: 'Open the app to read it.',
      tag: 'newLetter:/edrocks/letters/12',
      data: { url: 'https://app.example.org/#/edrocks/letters/12' },
    });
  });

  it('shows nothing for a payload that is not one of ours', async () => {
    const { scope, listeners } = fakeScope();
    registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope);
    for (const data of [
      null,
      { json: () => ({ title: 'x' }) },
      { json: () => ({ ...payload, path: '//evil.example/x' }) },
      {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    ])
      expect(await dispatch(listeners.get('push'), { data })).toBe(0);
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a tap takes an open window of the app to the screen and focuses it', async () => {
    const { scope, listeners, clientWindows } = fakeScope([
      { url: 'https://app.example.org/#/edrocks' },
    ]);
    registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope, { isHashHistory: true });
    const close = vi.fn();
    const url = 'https://app.example.org/#/edrocks/letters/12';
    await dispatch(listeners.get('notificationclick'), { notification: { close, data: { url } } });
    expect(close).toHaveBeenCalled();
    expect(clientWindows[0]?.navigate).toHaveBeenCalledWith(url);
    expect(clientWindows[0]?.focus).toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('a tap opens a new window when none of the app is open', async () => {
    const { scope, listeners } = fakeScope([{ url: 'https://elsewhere.example/' }]);
    registerPushHandlers(scope as unknown as ServiceWorkerGlobalScope, { isHashHistory: false });
    const url = 'https://app.example.org/edrocks/sponsors/meetings';
    await dispatch(listeners.get('notificationclick'), {
      notification: { close: vi.fn(), data: { url } },
    });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(url);
  });
});
