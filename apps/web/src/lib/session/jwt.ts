// Reads the `exp` claim of an access token. No verification: the server verifies; the client
// only needs to know when to refresh.

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Expiry of a JWT in milliseconds since the epoch, or null when it cannot be read. */
export function getTokenExpiry(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims) {
      const exp = (claims as { exp: unknown }).exp;
      if (typeof exp === 'number' && Number.isFinite(exp)) return exp * 1000;
    }
  } catch {
    return null;
  }
  return null;
}

/** True when the token expires within `withinMs` (or cannot be read, which means: refresh). */
export function expiresWithin(
  token: string | null | undefined,
  withinMs: number,
  now: number,
): boolean {
  const expiry = getTokenExpiry(token);
  return expiry === null || expiry - now <= withinMs;
}
