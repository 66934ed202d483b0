// The browser's own random id, kept in localStorage and sent when it signs in, refreshes its
// session, signs up and signs a parent agreement: a parent's signature made in the browser a
// minor sponsor signs in with goes to a coordinator before it counts (decision 030). It names
// the browser, not the person: a new one is made whenever storage lost it.
import { DEVICE_ID_PATTERN } from '@portal/shared';
import { DEVICE_STORAGE_KEY } from '../config/storage-keys';

/** Kept here when storage cannot be used (private modes): the same id for this page's life. */
let unstored: string | null = null;

function newDeviceId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function deviceId(storage: Storage | undefined = globalThis.localStorage): string {
  try {
    const stored = storage?.getItem(DEVICE_STORAGE_KEY);
    if (stored && DEVICE_ID_PATTERN.test(stored)) return stored;
    const id = newDeviceId();
    storage?.setItem(DEVICE_STORAGE_KEY, id);
    return id;
  } catch {
    unstored ??= newDeviceId();
    return unstored;
  }
}
