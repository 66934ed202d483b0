// Security headers. The CSP fits the Vite-built React + MUI app: scripts only from our origin,
// and the web build's own inline scripts by their hashes (index.html's start-up script); styles
// also inline because MUI (emotion) injects <style> tags; images also data: and blob:.
//
// helmet decides the headers, once, at start-up: none of them depends on the request (no CSP
// nonces, no per-route options), so every answer gets the same set, copied in with the answer's
// own headers. Running helmet's middleware on every request (13 steps, each setting a header on
// the raw response, the CSP string rebuilt each time) was about a sixth of what an authenticated
// request allocated (bench/RESULTS.md), and the Fastify adapter (@fastify/helmet) rebuilt even
// the middleware per request.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** The CSP source of each inline script in a page (`<script>` with a body and no src). */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}

export async function registerSecurity(
  app: FastifyInstance,
  options: { inlineScripts?: string[] } = {},
): Promise<void> {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: the default setup is plain http://localhost.
      },
    },
  });
  const securityHeaders = headersSetBy(setSecurityHeaders);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers a middleware that only sets headers leaves on a response (lower-case names). */
export function headersSetBy(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let isFinished = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    isFinished = true;
  });
  // helmet works synchronously: headers arriving later would be missing from every answer.
  if (!isFinished) throw new Error('the security headers were not set synchronously');
  return headers;
}
