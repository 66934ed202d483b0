// GET /edrocks/public/lists/ (seed, point 7), from memory with an ETag: browsers keep the
// answer and revalidate it (`no-cache`); an unchanged list costs a 304 without a body. A signed-in
// admin's answer names only their assigned schools and villages (the same URL answers per caller,
// its tag differs from the shared one, and a revalidation with another caller's tag gets a 200).
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
      const caller = await app.identifyCaller(request);
      reply.header('cache-control', 'no-cache');
      if (lists.isNarrowedFor(caller)) {
        const own = await lists.forScopedCaller(caller);
        reply.header('etag', own.etag).header('vary', 'accept-encoding, authorization');
        if (matchesEtag(request.headers['if-none-match'], own.etag)) return reply.code(304).send();
        return reply.code(200).type('application/json; charset=utf-8').send(own.json);
      }
      const { bodies } = await lists.current();
      const encoding = chooseContentEncoding(request.headers['accept-encoding']);
      const { bytes, etag } = bodies[encoding];
      reply.header('etag', etag).header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Already checked against the contract, serialised and compressed when built.
      return reply.code(200).type('application/json; charset=utf-8').send(bytes);
    },
    { isCacheable: true },
  );
}
