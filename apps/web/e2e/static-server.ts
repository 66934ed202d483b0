// A small static file server for the phone build's folder (e2e/phone-app.spec.ts): the app on an
// origin of its own, as a phone gets it from any web host. Unknown paths answer index.html.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  close(): Promise<void>;
}

function fileFor(folder: string, url: string | undefined): string {
  const path = normalize(decodeURIComponent(new URL(url ?? '/', 'http://x').pathname));
  const file = join(folder, path);
  try {
    if (file.startsWith(folder) && statSync(file).isFile()) return file;
  } catch {
    // Not there: the app's page.
  }
  return join(folder, 'index.html');
}

export function serveFolder(folder: string, port: number): Promise<StaticServer> {
  const server = createServer((request, response) => {
    const file = fileFor(folder, request.url);
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({ close: () => new Promise((done) => server.close(() => done())) }),
    );
  });
}
