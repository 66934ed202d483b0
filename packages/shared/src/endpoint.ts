// Typed endpoint contracts: one definition per endpoint (method, path, who may call it, params,
// query, body, answers). The API registers its routes from them (apps/api/src/lib/endpoint-route.ts),
// the web and the tests call through them (apps/web/src/lib/call-endpoint.ts), and the OpenAPI
// description at /docs is generated from the same Zod schemas. Decision 012 says why this is a
// small type of our own rather than a contract library.
import { z } from 'zod';
import type { Area } from './roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Every endpoint declares one: the API refuses to start when a route
 * under /edrocks/ declares none (deny by default).
 * - `{ area, mode }`: a signed-in user whose role reaches `area` in the permission table
 *   (`mode: 'write'` needs write access); scoping within the area is the service's job.
 * - `'public'`: anyone, signed in or not (sign-in, sign-up, lookups, public pages).
 */
export type EndpointAccess = { area: Area; mode: 'read' | 'write' } | 'public';

/** Statuses an endpoint answers on success, each with the schema of its body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** Error statuses an endpoint may answer, each with the shared error body (errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify syntax: `/edrocks/api/students/:id`. */
  path: string;
  access: EndpointAccess;
  /** One line for the OpenAPI description. */
  summary: string;
  /** Groups the endpoint in the OpenAPI description. */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The body is a multipart form (a file upload) rather than JSON: the web sends it with
   * progress, and the route reads it as a stream.
   */
  upload?: true;
  /** The answer is a file (CSV, Excel, an image...), not JSON. */
  download?: true;
  responses: Partial<Record<SuccessStatus, z.ZodType>>;
  errors: readonly ErrorStatus[];
}

/** Keeps the literal types of a definition (paths, statuses) so callers are typed exactly. */
export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  return endpoint;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller passes as path parameters, query and body (before the server's parsing). */
export type EndpointParams<E extends EndpointDefinition> = SchemaInput<E['params']>;
export type EndpointQuery<E extends EndpointDefinition> = SchemaInput<E['query']>;
export type EndpointBody<E extends EndpointDefinition> = SchemaInput<E['body']>;

/** What the server's handler receives after validation. */
export interface EndpointRequest<E extends EndpointDefinition> {
  params: SchemaOutput<E['params']>;
  query: SchemaOutput<E['query']>;
  body: SchemaOutput<E['body']>;
}

/** The body of the success answer (the first success status the endpoint declares). */
export type EndpointResult<E extends EndpointDefinition> = E['responses'] extends {
  200: infer S;
}
  ? SchemaOutput<S>
  : E['responses'] extends { 201: infer S }
    ? SchemaOutput<S>
    : E['responses'] extends { 202: infer S }
      ? SchemaOutput<S>
      : undefined;

/** The status of the success answer. */
export function successStatusOf(endpoint: EndpointDefinition): SuccessStatus {
  if (endpoint.responses[200]) return 200;
  if (endpoint.responses[201]) return 201;
  if (endpoint.responses[202]) return 202;
  return 204;
}

/**
 * The path with its parameters filled in and URL-encoded:
 * `endpointPath(studentEndpoints.get, { id: 7 })` -> `/edrocks/api/students/7`.
 * A missing parameter throws: it is a programming error, not something a user can cause.
 */
export function endpointPath(
  endpoint: Pick<EndpointDefinition, 'path'>,
  params?: Record<string, string | number> | undefined,
): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined)
      throw new Error(`Missing path parameter "${name}" of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as they travel in a URL (undefined and empty values are left out). */
export function queryEntries(query: unknown): Array<[string, string]> {
  if (query === null || typeof query !== 'object') return [];
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    entries.push([key, String(value)]);
  }
  return entries;
}

/** The answer of a `download` endpoint in the OpenAPI description. */
export const fileAnswerSchema = z.unknown().describe('A file (CSV, Excel, image, PDF...)');

/** A 204 answer: no body. */
export const noContentSchema = z.null().describe('No content');
