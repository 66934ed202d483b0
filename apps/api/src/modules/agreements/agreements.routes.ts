// /edrocks/api/agreements: the sponsor's required agreements and signing, and the texts for
// coordinators; from the contracts in packages/shared/src/schemas/agreements.ts.
import type { FastifyInstance } from 'fastify';
import { AGREEMENT_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { resolveLanguage } from '../../lib/language';
import type { AgreementsService } from './agreements.service';

export function agreementsRoutes(app: FastifyInstance, agreements: AgreementsService): void {
  endpointRoute(app, ENDPOINTS.mine, ({ auth, request }) =>
    agreements.mine(auth, resolveLanguage(request.headers['accept-language'])),
  );
  endpointRoute(app, ENDPOINTS.accept, ({ auth, params, body, request }) =>
    agreements.accept(auth, params.versionId, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      language: resolveLanguage(request.headers['accept-language']),
    }),
  );
  endpointRoute(app, ENDPOINTS.list, async () => ({ items: await agreements.list() }));
  endpointRoute(app, ENDPOINTS.newVersion, ({ auth, params, body }) =>
    agreements.newVersion(auth, params.id, body),
  );
}
