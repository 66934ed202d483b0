// /edrocks/api/push: the routes of PUSH_ENDPOINTS (packages/shared/src/schemas/push.ts).
import type { FastifyInstance } from 'fastify';
import { PUSH_ENDPOINTS as ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { PushService } from './push.service';

export function pushRoutes(app: FastifyInstance, push: PushService): void {
  endpointRoute(app, ENDPOINTS.publicKey, () => push.publicKey());
  endpointRoute(app, ENDPOINTS.saveSubscription, ({ auth, body }) =>
    push.saveSubscription(auth, body),
  );
  endpointRoute(app, ENDPOINTS.deleteSubscription, ({ auth, query }) =>
    push.deleteSubscription(auth, query.endpoint),
  );
  endpointRoute(app, ENDPOINTS.topics, ({ auth }) => push.topics(auth));
  endpointRoute(app, ENDPOINTS.saveTopics, ({ auth, body }) => push.saveTopics(auth, body));
}
