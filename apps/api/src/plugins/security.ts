// Security headers. The CSP fits the Vite-built React + MUI app: scripts only from our origin;
// styles also inline because MUI (emotion) injects <style> tags; images also data: and blob:.
//
// helmet's middleware is built once here. The Fastify adapter (@fastify/helmet) built it again
// on every request, reading every CSP directive anew: about 5% of the API's own time in a sign-in
// (bench/RESULTS.md). The portal uses neither CSP nonces nor per-route options, which were the
// adapter's reasons to rebuild.
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
