// GET /edrocks/public/lists/ (seed, point 7).
import type { FastifyInstance } from 'fastify';
import { LIST_ENDPOINTS } from '@portal/shared';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ListsService } from './lists.service';

export function listsRoutes(app: FastifyInstance, lists: ListsService): void {
  endpointRoute(app, LIST_ENDPOINTS.get, () => lists.getLists());
}
