// Calls an API endpoint through its contract (packages/shared/src/endpoint.ts): the path, method,
// parameters, query, body and answer are typed by the contract, so no screen spells a path or
// casts an answer. Requests go through api-client (token, language, one refresh and retry).
import {
  endpointPath,
  queryEntries,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResult,
} from '@portal/shared';
import { apiDownload, apiRequest, apiUpload, type DownloadedFile } from './api-client';
import { httpRequest } from './http';

type Optional<Key extends string, Value> = undefined extends Value
  ? { [K in Key]?: Value }
  : { [K in Key]: Value };

/**
 * A query as the web has it: the contract's keys (a misspelled one fails the typecheck), each
 * either its typed value or a string from the URL, which the server validates.
 */
export type QueryInput<E extends EndpointDefinition> =
  EndpointQuery<E> extends infer Query
    ? Query extends object
      ? { [Key in keyof Query]?: Query[Key] | string }
      : Query
    : never;

/** The input an endpoint needs: only the parts its contract declares, required when they are. */
export type CallInput<E extends EndpointDefinition> = Optional<'params', EndpointParams<E>> &
  Optional<'query', QueryInput<E>> &
  Optional<'body', EndpointBody<E>> & { signal?: AbortSignal };

function pathOf(endpoint: EndpointDefinition, params: unknown): string {
  return endpointPath(endpoint, params as Record<string, string | number> | undefined);
}

function queryOf(query: unknown): Record<string, string> | undefined {
  const entries = queryEntries(query);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

type CallArguments<E extends EndpointDefinition> = undefined extends EndpointParams<E> &
  EndpointBody<E>
  ? [input?: CallInput<E>]
  : [input: CallInput<E>];

function requestOf(endpoint: EndpointDefinition, input: unknown) {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const search = queryOf(query);
  return {
    path: pathOf(endpoint, params),
    options: {
      method: endpoint.method,
      ...(search ? { query: search } : {}),
      ...(body !== undefined ? { body } : {}),
      ...(signal ? { signal } : {}),
    },
  };
}

/** A signed-in call: the session's token, refreshed once when it expired. */
export function callEndpoint<const E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: CallArguments<E>
): Promise<EndpointResult<E>> {
  const { path, options } = requestOf(endpoint, input);
  return apiRequest<EndpointResult<E>>(path, options);
}

/** A call to a public endpoint (sign-up, recovery, the policy): no token is sent. */
export function callPublicEndpoint<const E extends EndpointDefinition>(
  endpoint: E,
  ...[input]: CallArguments<E>
): Promise<EndpointResult<E>> {
  const { path, options } = requestOf(endpoint, input);
  return httpRequest<EndpointResult<E>>(path, options);
}

/**
 * A `download` endpoint (CSV, Excel): the file and its name from Content-Disposition. A POST
 * contract sends its body (what names the file stays out of the address).
 */
export function downloadEndpoint<const E extends EndpointDefinition & { download: true }>(
  endpoint: E,
  input: CallInput<E>,
): Promise<DownloadedFile> {
  const { params, query, body, signal } = input as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiDownload(pathOf(endpoint, params), {
    ...(queryOf(query) ? { query: queryOf(query) } : {}),
    ...(endpoint.method === 'POST' ? { body: body ?? {} } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** An `upload` endpoint (multipart, with progress). */
export function uploadEndpoint<const E extends EndpointDefinition & { upload: true }>(
  endpoint: E,
  input: Omit<CallInput<E>, 'body'> & {
    form: FormData;
    onProgress?: (fraction: number) => void;
  },
): Promise<EndpointResult<E>> {
  const { params, query, form, onProgress, signal } = input as {
    params?: unknown;
    query?: unknown;
    form: FormData;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  };
  const search = queryOf(query);
  return apiUpload<EndpointResult<E>>(pathOf(endpoint, params), {
    method: endpoint.method === 'POST' ? 'POST' : 'PUT',
    form,
    ...(search ? { query: search } : {}),
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}
