// POST/GET /edrocks/public/auth/ (seed, point 7), logout and password recovery: public endpoints
// (AUTH_ENDPOINTS in packages/shared/src/schemas/auth.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AuthService } from './auth.service';
import type { RecoveryService } from './recovery.service';

export function authRoutes(app: FastifyInstance, auth: AuthService, recovery: RecoveryService) {
  const sourceOf = (request: FastifyRequest, deviceId: string | undefined) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    deviceId,
  });
  endpointRoute(app, AUTH_ENDPOINTS.login, ({ body, request }) =>
    auth.login(body, sourceOf(request, body.deviceId)),
  );
  endpointRoute(app, AUTH_ENDPOINTS.refresh, ({ query, request }) =>
    auth.refresh(query.refresh, sourceOf(request, query.deviceId)),
  );
  endpointRoute(app, AUTH_ENDPOINTS.logout, ({ body }) => auth.logout(body.refresh));
  endpointRoute(app, AUTH_ENDPOINTS.requestRecovery, async ({ body, request }) => {
    await recovery.requestReset(body.email, request.ip);
    return { accepted: true as const };
  });
  endpointRoute(app, AUTH_ENDPOINTS.resetPassword, ({ body }) =>
    recovery.resetPassword(body.token, body.password),
  );
}
