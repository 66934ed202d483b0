// Password hashing with argon2id. Parameters come from config so tests can use cheap ones;
// each hash records its own parameters, so changing them never breaks existing passwords.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /**
   * Spends the same time as a real verification. Used when the user does not exist, so the
   * answer time does not tell whether an account exists.
   */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: Config['argon2']): PasswordHasher {
  // @node-rs/argon2 defaults to argon2id (its Algorithm is a const enum we cannot import here).
  const hashOptions = {
    memoryCost: options.memoryCost,
    timeCost: options.timeCost,
    parallelism: options.parallelism,
  };
  // Computed up front, so even the first unknown-user sign-in costs no more than a known one.
  const dummyHash = hash(randomBytes(24).toString('base64url'), hashOptions);
  const verifyHash = async (passwordHash: string, password: string) => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash must read as a wrong password, not a 500
    }
  };
  return {
    hash: (password) => hash(password, hashOptions),
    verify: verifyHash,
    async verifyDummy(password) {
      await verifyHash(await dummyHash, password);
    },
  };
}

/** A strong random password for the generated first super admin. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
