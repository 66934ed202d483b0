// Bearer authentication and access checks. `app.accessGuard(area, mode)` reads the shared
// permission table, so access rules live in one place (packages/shared/src/roles.ts).
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_ENDPOINTS, canWrite, getAccess, type Area } from '@portal/shared';
import { appError } from '../lib/errors';
import type { OwnWrites } from '../lib/own-writes';
import type { SessionCache } from '../lib/sessions/session-cache';
import type { SessionTokens } from '../lib/sessions/session-tokens';
import type { User } from '../db/schema/index';
import type { AuthContext, SignedInCaller } from '../lib/auth-context';

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
    /**
     * The caller of a public route that answers a signed-in caller more narrowly (the lookup
     * lists name only an admin's own places): null without a token; a token that is not valid
     * any more answers 401, as on any signed-in route, rather than the wider public answer.
     */
    identifyCaller: (request: FastifyRequest) => Promise<SignedInCaller | null>;
  }
}

export type RequireAccess = (area: Area, mode?: 'read' | 'write') => preHandlerAsyncHookHandler;

/**
 * GET routes that nevertheless end sessions: the refresh exchange (the seed's `GET /auth?refresh=`)
 * ends a whole family when a rotated token is replayed, and this process must not serve that
 * family from memory until the change feed says so.
 */
const SESSION_ENDING_READS: ReadonlySet<string> = new Set([AUTH_ENDPOINTS.refresh.path]);

export function setupAuth(
  app: FastifyInstance,
  deps: { sessions: SessionCache; tokens: SessionTokens; ownWrites: OwnWrites },
): RequireAccess {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionUser', null);
  // What this process changed takes effect at its next request: the sessions it kept are
  // forgotten before the answer of any request that may have written leaves, any method but GET,
  // HEAD and OPTIONS, or a session-ending read (the other processes hear of it from the database,
  // lib/sessions/session-cache.ts).
  deps.ownWrites.register(deps.sessions, { writingReads: SESSION_ENDING_READS });

  async function authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const claims = match?.[1] ? deps.tokens.verifyAccess(match[1]) : undefined;
    if (!claims) throw appError('UNAUTHENTICATED');
    // The user and the session as the database has them now (or as this process last read them,
    // when no change was heard since): an ended session, a deactivated user or a changed role
    // take effect at once, not when the token expires.
    const user = await deps.sessions.findUser(claims.userId, claims.sessionId);
    if (!user) throw appError('UNAUTHENTICATED');
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
  app.decorate('identifyCaller', async (request: FastifyRequest) => {
    if (request.headers.authorization === undefined) return null;
    const { user, sessionId } = await authenticate(request);
    request.sessionUser = user;
    return { userId: user.id, role: user.role, sessionId };
  });
  return requireAccess;
}
