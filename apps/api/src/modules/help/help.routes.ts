// GET /edrocks/api/help and /edrocks/api/help/:topic (help-endpoints.ts in packages/shared), in
// the request's language.
import type { FastifyInstance } from 'fastify';
import { HELP_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import { resolveLanguage } from '../../lib/language';
import type { HelpService } from './help.service';

export function helpRoutes(app: FastifyInstance, help: HelpService): void {
  endpointRoute(app, ENDPOINTS.index, ({ auth, query, request }) =>
    help.index(auth.role, resolveLanguage(request.headers['accept-language']), query.q),
  );
  endpointRoute(app, ENDPOINTS.topic, ({ auth, params, request }) =>
    help.topic(auth.role, resolveLanguage(request.headers['accept-language']), params.topic),
  );
}
