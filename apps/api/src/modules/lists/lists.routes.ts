// GET /edrocks/public/lists/ (seed, point 7), from memory with an ETag: browsers keep the
// answer and revalidate it (`no-cache`); an unchanged list costs a 304 without a body.
import type { FastifyInstance } from 'fastify';
import { LIST_ENDPOINTS } from '@portal/shared';
import { chooseContentEncoding } from '../../lib/content-encoding';
import { endpointRoute } from '../../lib/endpoint-route';
import type { ListsService } from './lists.service';

/** Whether an If-None-Match header names this entity tag (weak or strong, or `*`). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export function listsRoutes(app: FastifyInstance, lists: ListsService): void {
  endpointRoute(
    app,
    LIST_ENDPOINTS.get,
    async ({ request, reply }) => {
      const { bodies } = await lists.current();
      const encoding = chooseContentEncoding(request.headers['accept-encoding']);
      const { bytes, etag } = bodies[encoding];
      reply
        .header('etag', etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Already checked against the contract, serialised and compressed when built.
      return reply.code(200).type('application/json; charset=utf-8').send(bytes);
    },
    { isCacheable: true },
  );
}
