// Registers a route from its endpoint contract (packages/shared/src/endpoint.ts): the method,
// path, schemas (validation, answer filtering and the OpenAPI description), the declared access
// and the success status all come from the contract, so a route file holds only the handler.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  errorBodySchema,
  noContentSchema,
  successStatusOf,
  type EndpointAccess,
  type EndpointDefinition,
  type EndpointRequest,
  type EndpointResult,
  utcDate,
} from '@portal/shared';
import type { AuthContext } from './auth-context';
import { withAuditActor } from '../db/audit-actor';
import type { ChangeTopic } from './change-feed';
import { chooseContentEncoding } from './content-encoding';
import { appError } from './errors';
import { withFileUrlSession } from './files/file-url-session';
import { asksForFreshAnswer, pageKeyOf, reachOf } from './page-cache';

/** A route and the access it declared, as registered (tests check them against the permission table). */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: EndpointAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /edrocks/ with its declared access, in registration order. */
    declaredRoutes: DeclaredRoute[];
  }
  interface FastifyContextConfig {
    /** The access the route declared; the API does not start when a route under /edrocks/ lacks it. */
    access?: EndpointAccess;
  }
}

/** What a handler receives: the validated input, the caller and the raw request and reply. */
export type EndpointInput<E extends EndpointDefinition> = EndpointRequest<E> & {
  /** The signed-in caller; null only on public endpoints. */
  auth: E['access'] extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A handler answers the success body, or the reply itself when it sent the answer (files). */
type HandlerResult<E extends EndpointDefinition> =
  EndpointResult<E> extends undefined | null ? void : EndpointResult<E>;

export type EndpointHandler<E extends EndpointDefinition> = (
  input: EndpointInput<E>,
) => Promise<HandlerResult<E> | FastifyReply> | HandlerResult<E> | FastifyReply;

/** Answers carrying tokens or personal data must not be kept by browsers or proxies. */
async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
}

export interface EndpointRouteOptions {
  /** Answers that browsers may keep (public lookups with an ETag) set their own cache-control. */
  isCacheable?: boolean;
  /** Probes hit some routes every few seconds: log them only at this level. */
  logLevel?: 'warn';
  /**
   * A list whose answered pages each process keeps (lib/page-cache.ts, decision 026): every
   * table its pages read must notify `topic` (a test checks the students list's), and its
   * answer may depend only on the query, the date and the caller's `reach` (reachOf by default).
   */
  cachedPage?: { topic: ChangeTopic; reach?: (auth: AuthContext) => string };
  /**
   * The answer is a file written as it streams (an export): it goes out as written, not
   * compressed on the way (plugins/compression.ts). An export's memory and CPU bounds were set
   * without it (decision 027), and the export thread's answer passes through the main thread,
   * which would then do the compressing for it.
   */
  isStreamedFile?: boolean;
}

export function endpointRoute<const E extends EndpointDefinition>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const { access } = endpoint;
  const status = successStatusOf(endpoint);
  const errors = Object.fromEntries(endpoint.errors.map((code) => [code, errorBodySchema]));
  const responses = status === 204 ? { 204: noContentSchema } : endpoint.responses;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access },
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.isStreamedFile ? { compress: false as const } : {}),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
      response: { ...responses, ...errors },
    },
    ...(access === 'public' ? {} : { preValidation: app.accessGuard(access.area, access.mode) }),
    ...(options.isCacheable ? {} : { onSend: noStore }),
    handler: async (request, reply) => {
      const auth = request.auth;
      if (access !== 'public' && !auth) throw appError('UNAUTHENTICATED');
      // Whatever the handler writes is recorded as this caller's, from this address (the audit
      // triggers read it from the transaction, db/audit-actor.ts).
      const actor = { userId: auth?.userId ?? null, address: request.ip };
      const handle = () =>
        withAuditActor(actor, () =>
          handler({
            params: request.params,
            query: request.query,
            body: request.body,
            auth,
            request,
            reply,
          } as EndpointInput<E>),
        );
      // Inside the caller's session, so that the file URLs of the answer work only while it is
      // live (lib/files/file-url-session.ts); a public caller's are not bound.
      const answerInSession = () =>
        auth
          ? withFileUrlSession(auth.sessionId, handle)
          : Promise.resolve(handle()).then((result) => ({ result, hasBoundUrl: false }));
      const answer = async () => (await answerInSession()).result;
      const { cachedPage } = options;
      if (cachedPage && auth) {
        const { pageCache, clock } = app.platform;
        const sharedKey = pageKeyOf({
          route: endpoint.path,
          reach: (cachedPage.reach ?? reachOf)(auth),
          today: utcDate(clock.now()),
          query: request.query,
        });
        // A page carrying file URLs bound to a session is kept for that session alone.
        const sessionKey = `${sharedKey}\n${auth.sessionId}`;
        const isBypass = asksForFreshAnswer(request);
        const encoding = chooseContentEncoding(request.headers['accept-encoding']);
        const kept = isBypass
          ? undefined
          : (pageCache.find(cachedPage.topic, sharedKey, encoding) ??
            pageCache.find(cachedPage.topic, sessionKey, encoding));
        reply
          .code(status)
          .type('application/json; charset=utf-8')
          .header('vary', 'accept-encoding');
        if (kept) {
          if (encoding !== 'identity') reply.header('content-encoding', encoding);
          return reply.send(kept);
        }
        const read = pageCache.startRead(cachedPage.topic, isBypass);
        // The route's own serializer: the answer is checked against its contract once, here.
        const { result, hasBoundUrl } = await answerInSession();
        const key = hasBoundUrl ? sessionKey : sharedKey;
        const serialized = reply.serialize(result);
        const bytes = Buffer.isBuffer(serialized)
          ? serialized
          : Buffer.from(typeof serialized === 'string' ? serialized : new Uint8Array(serialized));
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.send(pageCache.keep(read, key, bytes, encoding));
      }
      const result = await answer();
      // A handler that answered itself returns the reply, which is thenable: awaiting it gives
      // undefined once the answer has ended, so what tells is whether the answer has gone. A
      // streamed answer (an export, a file) whose client left is neither ended (`reply.sent`) nor
      // sendable again: its connection is destroyed, and a second answer would fail there.
      if (
        reply.sent ||
        reply.raw.headersSent ||
        reply.raw.destroyed ||
        (result as unknown) === reply
      )
        return reply;
      if (status === 204) return reply.code(204).send(null);
      return reply.code(status).send(result ?? null);
    },
  });
}

/**
 * Deny by default: every route under /edrocks/ must declare its access (an endpoint contract
 * does); a route that declares none stops the start-up, so a forgotten guard cannot ship.
 */
export function requireDeclaredAccess(app: FastifyInstance): void {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/edrocks/')) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `${methods} ${route.url} declares no access: register it with endpointRoute() from a contract`,
      );
    }
    if (methods !== 'HEAD') declared.push({ method: methods, url: route.url, access });
  });
}
