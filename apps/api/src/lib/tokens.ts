// Opaque tokens (refresh, password recovery): random, URL-safe, and stored only as a SHA-256
// hash so a database leak does not hand out live sessions or reset links.
import { createHash, randomBytes } from 'node:crypto';

export function createOpaqueToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
