// Security headers. The CSP fits the Vite-built React + MUI app: scripts only from our origin,
// and the web build's own inline scripts by their hashes (index.html's start-up script); styles
// also inline because MUI (emotion) injects <style> tags; images also data: and blob:.
//
// helmet's middleware is built once here. The Fastify adapter (@fastify/helmet) built it again
// on every request, reading every CSP directive anew: about 5% of the API's own time in a sign-in
// (bench/RESULTS.md). The portal uses neither CSP nonces nor per-route options, which were the
// adapter's reasons to rebuild.
import { createHash } from 'node:crypto';
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
  // helmet sets its headers synchronously, and throws rather than passing an error on.
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, () => done());
  });
}
