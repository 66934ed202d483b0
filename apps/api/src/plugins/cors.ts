// Cross-origin requests: only from the origins CORS_ORIGINS lists (the phone app on a host of its
// own, decision 001); none by default, and then the plugin is not registered at all. The app
// signs in with a bearer token, never a cookie, so credentials stay off: a page of another
// origin learns nothing it could not ask for with a token of its own.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Every method an endpoint contract may use, and HEAD. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** What the web client sends (`Cache-Control: no-cache` asks for a fresh read after a change). */
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'Cache-Control',
];
/** What the web client reads from an answer besides its body. */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition'];
/** How long a browser may keep a preflight's answer (seconds). */
const PREFLIGHT_MAX_AGE_S = 600;

export async function registerCors(app: FastifyInstance, origins: string[]): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  await app.register(cors, {
    // A function, not the list: an origin not listed gets no CORS headers at all, and its
    // preflight is not answered (a 404), instead of a 204 without Access-Control-Allow-Origin.
    origin: (origin, callback) => {
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false);
    },
    credentials: false,
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
}
