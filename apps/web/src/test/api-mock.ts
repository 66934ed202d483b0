// The API at the edge of the world for web unit tests: Mock Service Worker answers the requests
// the app really sends (fetch and XMLHttpRequest), with handlers keyed by the endpoint contracts
// of packages/shared, and records every call so tests can check what was sent.
//
//   const api = mockApi(
//     onEndpoint(LIST_ENDPOINTS.get, () => LISTS),                  // typed by the contract
//     onEndpoint(STUDENT_ENDPOINTS.get, () => errorBody(404, 'NOT_FOUND', 'errors.notFound'), {
//       params: { id: 12 },                                         // only for this id
//     }),
//   );
//   expect(api.calls.map((call) => call.url.pathname)).toContain('/edrocks/api/students/12');
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import {
  fillPlaceholders,
  type AreaError,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointResult,
  type Language,
  type MessageParams,
} from '@portal/shared';

export const apiServer = setupServer();

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
  headers: Record<string, string>;
}

export interface MatchedCall extends RecordedCall {
  /** The path's parameters, as the URL spells them. */
  params: Record<string, string>;
}

type Resolver<T> = (call: MatchedCall) => Response | T | Promise<Response | T>;

/** One answer of the fake API: an endpoint of the contracts, or a path outside them. */
export interface MockRoute {
  method: string;
  path: string;
  /** Only these parameter values match (e.g. one id); any when omitted. */
  params?: Record<string, string | number>;
  /** The status of an answer given as a plain value. */
  successStatus: number;
  resolve: Resolver<unknown>;
}

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorBody(
  status: number,
  code: string,
  messageKey: string,
  extra: object = {},
): Response {
  return json(status, { code, message: code, messageKey, ...extra });
}

/** An area's own refusal (decision 041) as the server words it, in the language asked for. */
export function areaErrorBody(
  error: AreaError,
  { language = 'en-US', params }: { language?: Language; params?: MessageParams } = {},
): Response {
  return json(error.status, {
    code: error.code,
    message: fillPlaceholders(error.message[language], params),
    messageKey: error.messageKey,
    ...(params ? { params } : {}),
  });
}

/** Answers an endpoint of the contracts; a plain value is its typed success answer. */
export function onEndpoint<const E extends EndpointDefinition>(
  endpoint: E,
  resolve: Resolver<EndpointResult<E>>,
  options: { params?: { [Key in keyof EndpointParams<E>]?: string | number } } = {},
): MockRoute {
  const successStatus = Object.keys(endpoint.responses)
    .map(Number)
    .find((status) => status >= 200 && status < 300);
  return {
    method: endpoint.method,
    path: endpoint.path,
    ...(options.params ? { params: options.params as Record<string, string | number> } : {}),
    successStatus: successStatus ?? 204,
    resolve: resolve as Resolver<unknown>,
  };
}

/** Answers a path that is not an endpoint of the portal (a test's own resource). */
export function onPath(method: string, path: string, resolve: Resolver<unknown>): MockRoute {
  return { method, path, successStatus: 200, resolve };
}

async function recordOf(request: Request): Promise<RecordedCall> {
  const text = request.headers.get('content-type')?.includes('application/json')
    ? await request.clone().text()
    : '';
  return {
    method: request.method,
    url: new URL(request.url),
    body: text ? (JSON.parse(text) as unknown) : undefined,
    headers: Object.fromEntries(
      [...request.headers].map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
}

function answer(route: MockRoute, result: unknown): Response {
  if (result instanceof Response) return result;
  if (route.successStatus === 204) return new Response(null, { status: 204 });
  return json(route.successStatus, result);
}

/**
 * Installs the routes for this test (they are reset after each test); any other request to
 * the API answers 404 ROUTE_NOT_FOUND, as the server does.
 */
export function mockApi(...routes: MockRoute[]) {
  const calls: RecordedCall[] = [];
  const handlers: HttpHandler[] = routes.map((route) =>
    http[route.method.toLowerCase() as 'get'](`*${route.path}`, async ({ request, params }) => {
      const pathParams = Object.fromEntries(
        Object.entries(params).map(([name, value]) => [name, String(value)]),
      );
      const isOther = Object.entries(route.params ?? {}).some(
        ([name, value]) => pathParams[name] !== String(value),
      );
      if (isOther) return undefined;
      const call = await recordOf(request);
      calls.push(call);
      return answer(route, await route.resolve({ ...call, params: pathParams }));
    }),
  );
  const notFound = http.all(/\/edrocks\//, async ({ request }) => {
    calls.push(await recordOf(request));
    return errorBody(404, 'ROUTE_NOT_FOUND', 'errors.routeNotFound');
  });
  apiServer.use(...handlers, notFound);
  return { calls };
}
