// This browser's side of push notifications: whether it can show them, the permission, and its
// push subscription (made with the server's VAPID public key). What the server keeps of it goes
// through features/profile's API calls; signing out unsubscribes here too, so a phone handed to
// someone else stops being told of the sponsor's letters.

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** Whether this browser can receive push notifications at all, and the permission given. */
export function pushSupport(): PushSupport {
  const isSupported =
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'PushManager' in window &&
    'serviceWorker' in navigator;
  return isSupported ? Notification.permission : 'unsupported';
}

/** The service worker's registration once it is active; undefined when none registers. */
async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? navigator.serviceWorker.ready : undefined;
}

/** This browser's subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const registration = await activeRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type SubscribeOutcome =
  | { kind: 'subscribed'; subscription: PushSubscriptionJSON & { endpoint: string } }
  | { kind: 'denied' }
  | { kind: 'unsupported' };

/** Asks for the permission (the browser's own prompt), then subscribes with the server's key. */
export async function subscribeThisDevice(publicKey: string): Promise<SubscribeOutcome> {
  if (pushSupport() === 'unsupported') return { kind: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { kind: 'denied' };
  const registration = await activeRegistration();
  if (!registration) return { kind: 'unsupported' };
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  return { kind: 'subscribed', subscription: { ...json, endpoint: subscription.endpoint } };
}

/** Unsubscribes this browser; answers the endpoint it had, for the server to forget. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription().catch(() => null);
  if (!subscription) return null;
  await subscription.unsubscribe().catch(() => false);
  return subscription.endpoint;
}
