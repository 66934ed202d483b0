// Data requests (`app.dataRequests`): the queue of requests for a copy, an erasure or a
// correction of a person's data, with their state and due date, so that none is forgotten.
import { definePortalModule } from '../../platform';
import { findUserById } from '../users/accounts.service';
import { dataRequestsRoutes } from './data-requests.routes';
import { createDataRequestsService, type DataRequestsService } from './data-requests.service';

declare module 'fastify' {
  interface FastifyInstance {
    dataRequests: DataRequestsService;
  }
}

export const dataRequestsModule = definePortalModule('data-requests', async (app, platform) => {
  const requests = createDataRequestsService({
    db: platform.db,
    clock: platform.clock,
    throttle: platform.throttle,
    findUserById,
  });
  app.decorate('dataRequests', requests);
  dataRequestsRoutes(app, requests);
});
