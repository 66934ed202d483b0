// JSON answers of 1 KB or more go out compressed (Brotli or gzip, as the request's
// `Accept-Encoding` takes them): a student's details, a page of sponsors or villages, the API's
// OpenAPI description. A phone on a slow network receives about a fifth of the bytes.
//
// Left as they are:
// - answers the API already compressed itself (the lookup lists, kept list pages: they carry a
//   `Content-Encoding` the plugin respects, lib/content-encoding.ts);
// - anything that is not JSON: exports (CSV is written row by row, Excel is a zip already),
//   uploaded files, the web app's files (served pre-compressed, plugins/web.ts), /metrics;
// - small answers (most errors, /me), where the header would cost more than it saves.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESSIONS } from '../lib/content-encoding';

/** Below this many bytes an answer goes out as it is. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: [...COMPRESSIONS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^application\/json(?:;|$)/,
  });
}
