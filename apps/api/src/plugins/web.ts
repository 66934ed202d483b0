// Serves the built web app (WEB_DIST) on the API's port. Any GET outside the API prefixes that
// is not a file gets index.html, so the SPA router (and its "Page no found") handles it; API
// paths and other methods get a JSON 404.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIXES } from '@portal/shared';
import { appError } from '../lib/errors';
import { inlineScriptSources } from './security';

/** Vite puts content-hashed files here: they never change, so browsers may keep them for a year. */
const HASHED_ASSETS = '/assets/';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sponsorship portal</title></head>
<body><h1>The web app is not built yet</h1>
<p>The API is running. Run <code>npm run build</code> (or simply <code>npm start</code>) from the repository root, then reload this page.</p>
<p>API documentation: <a href="/docs">/docs</a></p></body></html>`;

/** Whether the path belongs to the API: `/docs` covers `/docs` and `/docs/...`, not `/docsx`. */
export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => {
    const base = prefix.replace(/\/$/, '');
    return pathname === base || pathname.startsWith(`${base}/`);
  });
}

/** The CSP sources of the build's inline scripts (none without a build). */
export function webInlineScripts(webDist: string): string[] {
  const indexFile = path.join(webDist, 'index.html');
  return existsSync(indexFile) ? inlineScriptSources(readFileSync(indexFile, 'utf8')) : [];
}

export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
): Promise<{ hasBuild: boolean }> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: true,
      cacheControl: false,
      serveDotFiles: false,
      // The build writes .br and .gz copies of its text files (vite-plugin-compression2 in
      // apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const relative = `/${path.relative(webDist, filePath).split(path.sep).join('/')}`;
        reply.header(
          'cache-control',
          relative.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    // The root is a folder to the static plugin (it would answer 403): it is the login page.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (!isPageRequest || isApiPath(pathname) || pathname.startsWith(HASHED_ASSETS)) {
      throw appError('ROUTE_NOT_FOUND');
    }
    if (!hasBuild)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(NOT_BUILT_PAGE);
    return reply.sendFile('index.html');
  });
  return { hasBuild };
}
