// The built web app on the API's port: files as they are, index.html for every other page
// path (the SPA routes it, "Page no found" included), JSON 404 for API paths.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestContext,
  errorOf,
  type TestContext,
} from '../../test/helpers/test-app';

let ctx: TestContext;
let webDist: string;
const SCRIPT = `console.log("${'app '.repeat(400)}")`;
/** The build's start-up script sits in the page; its SHA-256, worked out apart from the API. */
const INLINE_SCRIPT = 'document.documentElement.dataset.x="1"';
const INLINE_SCRIPT_SOURCE = "'sha256-MvTMrx4O85v36uQx+nLrLhFLEXaXC6ekJ2+YCnp+qpg='";
const INDEX = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123xy.js"></script></body></html>`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'portal-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'index-AbC123xy.js'), SCRIPT);
  // The build's compressed copies (vite-plugin-compression2, apps/web/vite.config.ts).
  await writeFile(path.join(webDist, 'assets', 'index-AbC123xy.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'index-AbC123xy.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webDist, 'index.html.gz'), gzipSync(INDEX));
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ env: { WEB_DIST: webDist } });
});
afterAll(async () => {
  await ctx.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('web app', () => {
  it.each([
    '/',
    '/auth',
    '/edrocks',
    '/edrocks/students',
    '/agreement/abc?x=1',
    '/no/such/page',
    '/docsx/',
  ])('answers index.html, not cached, for %s', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets with a long cache and other files without', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const icon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy of the build the browser accepts, the file itself otherwise', async () => {
    const url = '/assets/index-AbC123xy.js';
    const brotli = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzipped = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    // The page: only a gzip copy exists, so a browser asking for br gets gzip.
    for (const page of ['/', '/edrocks/students']) {
      const html = await ctx.app.inject({
        method: 'GET',
        url: page,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(html.headers['content-encoding'], page).toBe('gzip');
      expect(gunzipSync(html.rawPayload).toString(), page).toBe(INDEX);
      expect(html.headers['cache-control'], page).toBe('no-cache');
    }
  });

  it('answers 404 for a missing asset rather than the page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers JSON 404 for unknown API paths, never index.html', async () => {
    for (const url of ['/edrocks/api/no-such-area', '/edrocks/public/unknown', '/docs/nothing']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).code).toBe('ROUTE_NOT_FOUND');
    }
  });

  it('sends a CSP that lets the React + MUI build run', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    // The page's inline start-up script by its hash, and no other inline script.
    expect(csp).toContain(`script-src 'self' ${INLINE_SCRIPT_SOURCE};`);
    expect(csp).not.toContain("'unsafe-inline' 'sha256");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('web app not built', () => {
  it('says to run npm run build', async () => {
    // Another app on this file's database: it only reads.
    const other = await buildTestApp(ctx.testDatabase.openAnother(), {
      env: { WEB_DIST: path.join(webDist, 'nothing-here') },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/edrocks' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('npm run build');
      expect((await other.app.inject({ method: 'GET', url: '/edrocks/api/x' })).statusCode).toBe(
        404,
      );
    } finally {
      await other.close();
    }
  });
});
