// The one shape of key every FileStore makes: a shard folder and a 128-bit random name
// ("3f/3f9a..."). The same keys in every store, so `npm run files:copy-to-s3` copies files under
// the names the database already holds.
import { randomBytes } from 'node:crypto';

const KEY_PATTERN = /^([0-9a-f]{2})\/([0-9a-f]{32})$/;

export function isStoreKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function newStoreKey(): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}
