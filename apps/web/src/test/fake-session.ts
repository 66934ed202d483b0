// Session data of a signed-in user for web tests: tokens shaped like the server's, and a user.
import type { UserData } from '@portal/shared';

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token expiring `expiresInMs` from now. */
export function makeAccessToken(expiresInMs: number, subject = 1): string {
  const exp = Math.floor((Date.now() + expiresInMs) / 1000);
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${base64Url(JSON.stringify({ sub: subject, exp }))}.sig`;
}

export function makeUser(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 1,
    role: 'SUPER_ADMIN',
    email: 'director@example.org',
    firstName: 'Ana',
    lastName: 'Director',
    fullName: 'Ana Director',
    phone: '',
    language: 'en-US',
    photoUrl: null,
    ...overrides,
  };
}
