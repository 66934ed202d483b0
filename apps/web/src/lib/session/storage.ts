// The session kept in browser storage under ONE key. The value is the JSON XOR-ed with a fixed
// key and base64-encoded: it only keeps tokens from being readable at a glance in dev tools.
// It is NOT protection: anyone with this code can decode it.
import { LANGUAGES, ROLES, type UserData } from '@portal/shared';
import { SESSION_OBFUSCATION_KEY, SESSION_STORAGE_KEY } from '../../config/storage-keys';

export { SESSION_STORAGE_KEY };

export interface StoredSession {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

const XOR_KEY = SESSION_OBFUSCATION_KEY;

function xor(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++)
    out[i] = bytes[i]! ^ XOR_KEY.charCodeAt(i % XOR_KEY.length);
  return out;
}

/** A light shape check (zod stays off the first page; the server is the real judge). */
function isUserData(value: unknown): value is UserData {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    (ROLES as readonly unknown[]).includes(user.role) &&
    (LANGUAGES as readonly unknown[]).includes(user.language) &&
    ['email', 'firstName', 'lastName', 'fullName', 'phone'].every(
      (field) => typeof user[field] === 'string',
    )
  );
}

export function encodeSession(session: StoredSession): string {
  const bytes = xor(new TextEncoder().encode(JSON.stringify(session)));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeSession(value: string): StoredSession | null {
  try {
    const bytes = xor(Uint8Array.from(atob(value), (char) => char.charCodeAt(0)));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userData, accessToken, refreshToken } = parsed as Record<string, unknown>;
    if (
      !isUserData(userData) ||
      typeof accessToken !== 'string' ||
      typeof refreshToken !== 'string'
    ) {
      return null;
    }
    // A session stored before a field was added still loads; the next refresh brings it.
    const photoUrl = typeof userData.photoUrl === 'string' ? userData.photoUrl : null;
    return { userData: { ...userData, photoUrl }, accessToken, refreshToken };
  } catch {
    return null;
  }
}

export function readStoredSession(
  storage: Storage,
  key = SESSION_STORAGE_KEY,
): StoredSession | null {
  try {
    const value = storage.getItem(key);
    return value ? decodeSession(value) : null;
  } catch {
    return null;
  }
}

export function writeStoredSession(
  storage: Storage,
  session: StoredSession,
  key = SESSION_STORAGE_KEY,
): void {
  try {
    storage.setItem(key, encodeSession(session));
  } catch {
    // Storage full or unavailable: the session lives in memory for this tab only.
  }
}

export function clearStoredSession(storage: Storage, key = SESSION_STORAGE_KEY): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
