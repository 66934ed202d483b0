// multipart/form-data for uploads, registered once for the whole API. Bodies are streamed: a
// route reads its file with readUpload() (lib/files/upload.ts), which the files service checks
// and stores. The limits here bound what any multipart request can make the server read.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@portal/shared';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    // The upload service reports an oversize file itself (a translated 413, nothing kept).
    throwFileSizeLimit: false,
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 10 * 1024,
      fieldNameSize: 100,
      parts: 20,
      headerPairs: 50,
    },
  });
}
