// The profile's "Notifications on this device" for sponsors: not shown to other roles; in a
// browser without push, a message instead of the switch; with notifications blocked, how to allow
// them; turning the switch on asks for the permission, subscribes with the server's key and saves
// the subscription; the topics are saved on the server.
import { PROFILE_ENDPOINTS, PUSH_ENDPOINTS, type UserData } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';

const PUBLIC_KEY =
  'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

let me: UserData;
let topics = { newLetter: true, letterDue: true, meetingTomorrow: true, recommit: true };
let saved: unknown[] = [];

function api() {
  return mockApi(
    onEndpoint(PROFILE_ENDPOINTS.get, () => me),
    onEndpoint(PUSH_ENDPOINTS.topics, () => topics),
    onEndpoint(PUSH_ENDPOINTS.saveTopics, ({ body }) => {
      topics = body as typeof topics;
      return topics;
    }),
    onEndpoint(PUSH_ENDPOINTS.publicKey, () => ({ publicKey: PUBLIC_KEY })),
    onEndpoint(PUSH_ENDPOINTS.saveSubscription, ({ body }) => {
      saved.push(body);
      return new Response(null, { status: 204 });
    }),
  );
}

/** A browser with push: its permission and its push manager. */
function stubPush(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = {
        endpoint: ENDPOINT,
        toJSON: () => ({
          endpoint: ENDPOINT,
          keys: { p256dh: PUBLIC_KEY, auth: 'c2VjcmV0LXNlY3JldA' },
        }),
        unsubscribe: vi.fn(async () => true),
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    },
  });
  return { pushManager, requestPermission };
}

beforeEach(() => {
  queryClient.clear();
  topics = { newLetter: true, letterDue: true, meetingTomorrow: true, recommit: true };
  saved = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifications on this device', () => {
  it('is not shown to a student', async () => {
    me = signIn({ role: 'STUDENT' });
    api();
    renderApp('/edrocks/profile');
    expect(await screen.findByText('Profile photo', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('push-notifications')).not.toBeInTheDocument();
  });

  it('says so in a browser without push, and still offers the topics', async () => {
    me = signIn({ role: 'SPONSOR' });
    api();
    renderApp('/edrocks/profile');
    expect(await screen.findByTestId('push-unsupported')).toHaveTextContent(
      'This browser cannot show notifications',
    );
    expect(
      await screen.findByRole('switch', { name: 'A new letter from my student' }),
    ).toBeChecked();
  });

  it('tells how to allow them when the site is blocked', async () => {
    stubPush('denied');
    me = signIn({ role: 'SPONSOR' });
    api();
    renderApp('/edrocks/profile');
    expect(await screen.findByTestId('push-denied')).toHaveTextContent(
      "Allow them in your browser's settings",
    );
    expect(screen.queryByRole('switch', { name: 'Notifications on this device' })).toBeNull();
  });

  it('shows the refusal when the sponsor blocks the prompt', async () => {
    const { pushManager } = stubPush('default', 'denied');
    me = signIn({ role: 'SPONSOR' });
    api();
    renderApp('/edrocks/profile');
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Notifications on this device' }),
    );
    expect(await screen.findByTestId('push-denied')).toBeInTheDocument();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(saved).toEqual([]);
  });

  it('turns on: permission, a subscription with the server key, saved on the server', async () => {
    const { pushManager, requestPermission } = stubPush('default');
    me = signIn({ role: 'SPONSOR' });
    api();
    renderApp('/edrocks/profile');
    const device = await screen.findByRole('switch', { name: 'Notifications on this device' });
    expect(device).not.toBeChecked();
    await userEvent.click(device);
    await waitFor(() => expect(device).toBeChecked());
    expect(requestPermission).toHaveBeenCalled();
    const options = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options[0].userVisibleOnly).toBe(true);
    expect(new Uint8Array(options[0].applicationServerKey as ArrayBuffer)).toHaveLength(65);
    expect(saved).toEqual([
      { endpoint: ENDPOINT, keys: { p256dh: PUBLIC_KEY, auth: 'c2VjcmV0LXNlY3JldA' } },
    ]);
  });

  it('saves a topic switched off', async () => {
    stubPush('granted');
    me = signIn({ role: 'SPONSOR' });
    api();
    renderApp('/edrocks/profile');
    const topic = await screen.findByRole('switch', { name: 'A leadership meeting tomorrow' });
    await userEvent.click(topic);
    await waitFor(() => expect(topics.meetingTomorrow).toBe(false));
  });
});
