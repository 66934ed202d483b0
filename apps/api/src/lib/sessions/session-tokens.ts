// Issues and checks the two tokens of a session: a short-lived JWT access token (HS256; the web
// reads its `exp` to schedule a refresh) and an opaque refresh token stored hashed, rotated on
// every use within a family.
import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ROLES, type Role } from '@portal/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import type { BoundSql } from '../prepared';
import { createOpaqueToken, hashToken } from '../tokens';
import { insertRefreshToken } from './refresh-tokens.repo';
import type { SignInSource } from './sign-in-sources';

export interface AccessClaims {
  userId: number;
  role: Role;
  /** The session the token belongs to; the API refuses the token once the session ends. */
  sessionId: string;
}

const accessPayloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  role: z.enum(ROLES),
  sid: z.uuid(),
});

export interface SessionTokens {
  signAccess(claims: AccessClaims): string;
  /** Returns the claims of a valid, unexpired access token, or undefined. */
  verifyAccess(token: string): AccessClaims | undefined;
  /**
   * Creates and stores a refresh token: of `familyId`, or of a new family (a new session). With
   * `signedInAt` (a sign-in), also records the user's last sign-in, and runs `alongside` (a
   * statement of the caller's), in the same statement; with `source` (a sponsor's), where the
   * session was started or refreshed from.
   */
  createRefresh(
    db: Database,
    userId: number,
    options?: {
      familyId?: string;
      signedInAt?: Date;
      alongside?: BoundSql;
      source?: SignInSource | undefined;
    },
  ): Promise<{ token: string; id: number; familyId: string }>;
}

/** How many verified access tokens each process remembers (about one per active user). */
const VERIFIED_TOKENS_CACHED = 5000;

export function createSessionTokens(
  secret: string,
  clock: Clock,
  ttl: { accessMs: number; refreshMs: number },
): SessionTokens {
  // Built once: every authenticated request verifies a token, and building a verifier per call
  // cost more than the verification. The expiry is checked against the portal's clock below
  // (tests move it), so the verifier leaves it to us. It remembers the tokens it verified (a
  // browser sends the same one for up to its lifetime), keyed by a hash of the token.
  const sign = createSigner({ key: secret, algorithm: 'HS256' });
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    ignoreExpiration: true,
    cache: VERIFIED_TOKENS_CACHED,
  });
  const ttlSeconds = Math.max(1, Math.round(ttl.accessMs / 1000));
  return {
    signAccess({ userId, role, sessionId }) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      return sign({ sub: String(userId), role, sid: sessionId, iat, exp: iat + ttlSeconds });
    },
    verifyAccess(token) {
      try {
        const payload = verify(token) as { exp?: unknown };
        if (typeof payload.exp !== 'number' || payload.exp * 1000 <= clock.now().getTime())
          return undefined;
        const parsed = accessPayloadSchema.safeParse(payload);
        return parsed.success
          ? { userId: Number(parsed.data.sub), role: parsed.data.role, sessionId: parsed.data.sid }
          : undefined;
      } catch {
        return undefined;
      }
    },
    async createRefresh(
      db,
      userId,
      { familyId = randomUUID(), signedInAt, alongside, source } = {},
    ) {
      const token = createOpaqueToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ttl.refreshMs);
      const id = await insertRefreshToken(
        db,
        { tokenHash: hashToken(token), familyId, userId, expiresAt },
        { signedInAt, alongside, source: source && { values: source, seenAt: now } },
      );
      return { token, id, familyId };
    },
  };
}
