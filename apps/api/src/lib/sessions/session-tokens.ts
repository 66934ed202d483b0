// Issues and checks the two tokens of a session: a short-lived JWT access token (HS256; the web
// reads its `exp` to schedule a refresh) and an opaque refresh token stored hashed, rotated on
// every use within a family.
import { randomUUID } from 'node:crypto';
import type { JWT } from '@fastify/jwt';
import { ROLES, type Role } from '@portal/shared';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import { createOpaqueToken, hashToken } from '../tokens';
import { ensureSession, insertRefreshToken } from './refresh-tokens.repo';

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
  /** Creates and stores a refresh token; a new family (a new session) when none is given. */
  createRefresh(
    db: Database,
    userId: number,
    familyId?: string,
  ): Promise<{ token: string; id: number; familyId: string }>;
}

export function createSessionTokens(
  jwt: JWT,
  clock: Clock,
  ttl: { accessMs: number; refreshMs: number },
): SessionTokens {
  return {
    signAccess({ userId, role, sessionId }) {
      const iat = Math.floor(clock.now().getTime() / 1000);
      // @fastify/jwt reads a numeric expiresIn as seconds.
      return jwt.sign(
        { sub: String(userId), role, sid: sessionId, iat },
        { expiresIn: Math.max(1, Math.round(ttl.accessMs / 1000)) },
      );
    },
    verifyAccess(token) {
      try {
        const payload = jwt.verify(token, { clockTimestamp: clock.now().getTime() });
        const parsed = accessPayloadSchema.safeParse(payload);
        return parsed.success
          ? { userId: Number(parsed.data.sub), role: parsed.data.role, sessionId: parsed.data.sid }
          : undefined;
      } catch {
        return undefined;
      }
    },
    async createRefresh(db, userId, familyId = randomUUID()) {
      await ensureSession(db, familyId, userId);
      const token = createOpaqueToken();
      const expiresAt = new Date(clock.now().getTime() + ttl.refreshMs);
      const id = await insertRefreshToken(db, {
        tokenHash: hashToken(token),
        familyId,
        userId,
        expiresAt,
      });
      return { token, id, familyId };
    },
  };
}
