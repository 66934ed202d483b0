// Bearer authentication and access checks. `app.accessGuard(area, mode)` reads the shared
// permission table, so access rules live in one place (packages/shared/src/roles.ts).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canWrite, getAccess, type Access, type Area, type Role } from '@portal/shared';
import type { Database } from '../db/client';
import { appError } from '../lib/errors';
import type { SessionTokens } from '../lib/sessions/session-tokens';
import { findUserInLiveSession } from '../lib/sessions/sessions.repo';
import type { User } from '../db/schema/index';

export interface AuthContext {
  userId: number;
  role: Role;
  /** The caller's session (a password change keeps it and ends the others). */
  sessionId: string;
  /** How much of the guarded area this user reaches (all, read, scoped, scopedRead, own). */
  access: Access;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /**
     * The account as the session check read it for this request (so `GET /me` answers it without
     * reading it again); null before the check or on public routes.
     */
    sessionUser: User | null;
  }
  interface FastifyInstance {
    /** The pre-handler that checks a route's declared access (lib/endpoint-route.ts uses it). */
    accessGuard: RequireAccess;
  }
}

export type RequireAccess = (area: Area, mode?: 'read' | 'write') => preHandlerAsyncHookHandler;

export function setupAuth(
  app: FastifyInstance,
  deps: { db: Database; tokens: SessionTokens },
): RequireAccess {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionUser', null);

  async function authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? deps.tokens.verifyAccess(match[1]) : undefined;
    if (!claims) throw appError('UNAUTHENTICATED');
    // The user and the session are read again from the database: an ended session, a
    // deactivated user or a changed role take effect at once, not when the token expires.
    const user = await findUserInLiveSession(deps.db, claims.userId, claims.sessionId);
    if (!user || !user.active) throw appError('UNAUTHENTICATED');
    return { user, sessionId: claims.sessionId };
  }

  const requireAccess: RequireAccess = (area, mode = 'read') =>
    async function checkAccess(request) {
      const { user, sessionId } = await authenticate(request);
      const access = getAccess(user.role, area);
      if (!access || (mode === 'write' && !canWrite(user.role, area))) throw appError('FORBIDDEN');
      request.auth = { userId: user.id, role: user.role, access, sessionId };
      request.sessionUser = user;
    };
  app.decorate('accessGuard', requireAccess);
  return requireAccess;
}
