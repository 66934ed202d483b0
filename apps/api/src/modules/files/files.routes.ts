// GET /edrocks/api/files/:id (?size=thumb): an uploaded file, to whoever may see the record that
// owns it (file-owners.ts), asked with a Bearer token or through a signed URL (file-urls.ts).
// Everything else, unknown ids included, is 404: nobody learns that a file exists.
import type { FastifyInstance } from 'fastify';
import { FILE_ENDPOINTS } from '@portal/shared';
import type { FileRow } from '../../db/schema/index';
import { appError } from '../../lib/errors';
import { FileNotFoundInStoreError, type ByteRange } from '../../lib/files/file-store';
import { endpointRoute } from '../../lib/endpoint-route';
import type { AuthContext } from '../../lib/auth-context';
import { contentDisposition } from '../../lib/files/file-types';
import type { FilesService } from '../../lib/files/files.service';
import { isAuditedReader, recordAccess } from '../../lib/audit/record-access';

/** Longest a browser may keep an answer to a signed URL without asking again. */
const SIGNED_MAX_AGE_S = 3600;

/** A single satisfiable `bytes=` range; otherwise undefined, and the whole file is sent (RFC 9110 allows it). */
export function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || size === 0) return undefined;
  const [, first = '', last = ''] = match;
  let start: number;
  let end: number;
  if (first === '') {
    const suffix = Number(last);
    if (last === '' || suffix === 0) return undefined;
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  }
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return undefined;
  return start <= end && start < size ? { start, end } : undefined;
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function variantOf(file: FileRow, size: 'thumb' | undefined) {
  if (size !== 'thumb') {
    return {
      key: file.storageKey,
      bytes: file.sizeBytes,
      contentType: file.contentType,
      etag: `"${file.sha256}"`,
    };
  }
  if (!file.thumbnailKey || file.thumbnailSizeBytes === null) return undefined;
  return {
    key: file.thumbnailKey,
    bytes: file.thumbnailSizeBytes,
    contentType: 'image/jpeg',
    etag: `"thumb-${file.sha256}"`,
  };
}

/** Whose files a coordinator's download of is recorded: a child's photo, a letter's attachment. */
const AUDITED_OWNERS: ReadonlySet<string> = new Set(['student', 'letter']);

/**
 * A coordinator's download of a child's photo or a letter's attachment goes in the audit log.
 * Thumbnails are left out: lists show dozens of them at a time, and the full picture is what a
 * person looks at or saves.
 */
async function recordDownload(
  app: FastifyInstance,
  file: FileRow,
  size: 'thumb' | undefined,
  reader: { userId: number; role: string } | undefined,
): Promise<void> {
  if (!reader || size === 'thumb' || !isAuditedReader(reader.role)) return;
  if (!AUDITED_OWNERS.has(file.ownerKind)) return;
  await recordAccess(app.platform.db, {
    action: 'download',
    entity: file.ownerKind,
    entityId: file.ownerId,
    actorId: reader.userId,
    details: { fileId: file.id, purpose: file.purpose },
  });
}

export function filesRoutes(app: FastifyInstance, files: FilesService): void {
  // Any signed-in user may ask (everyone has the profile area); the owner's rule then decides.
  const authenticate = app.accessGuard('profile');
  endpointRoute(app, FILE_ENDPOINTS.get, async ({ params, query, request, reply }) => {
    const { id } = params;
    const { size, exp, sig, sid } = query;
    let auth: AuthContext | null = null;
    /** Who reads: the signed-in caller, or the user of the session a signed URL names. */
    let reader: { userId: number; role: string } | undefined;
    if (exp !== undefined || sig !== undefined) {
      // A tampered, expired or half signature is simply not a way in, nor a URL whose session
      // has ended (signed out): a URL copied out of the browser dies with the session.
      if (exp === undefined || sig === undefined || !files.urls.verify(id, exp, sig, sid))
        throw appError('NOT_FOUND');
      if (sid !== undefined) {
        reader = await files.findUrlSessionUser(sid);
        if (!reader) throw appError('NOT_FOUND');
      }
    } else {
      await authenticate.call(app, request, reply);
      auth = request.auth;
      if (auth) reader = { userId: auth.userId, role: auth.role };
    }
    const file = await files.findReadableFile(id, auth);
    const variant = variantOf(file, size);
    if (!variant) throw appError('NOT_FOUND');
    await recordDownload(app, file, size, reader);

    const maxAge = exp === undefined ? 0 : Math.min(files.urls.secondsLeft(exp), SIGNED_MAX_AGE_S);
    reply.headers({
      'cache-control': auth ? 'private, no-cache' : `private, max-age=${maxAge}`,
      etag: variant.etag,
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
    });
    if (auth) reply.header('vary', 'authorization');
    if (matchesEtag(request.headers['if-none-match'], variant.etag))
      return reply.code(304).send(null);

    const range = parseRange(request.headers.range, variant.bytes);
    const content = await files.openContent(variant.key, range).catch((error: unknown) => {
      if (!(error instanceof FileNotFoundInStoreError)) {
        // The store does not answer (a bucket down): try again later, the file is not gone.
        request.log.error({ err: error, fileId: file.id }, 'file store unreachable');
        throw appError('SERVICE_UNAVAILABLE');
      }
      // The row exists but the bytes are gone (a store problem): answer as if not there.
      request.log.error({ fileId: file.id }, 'stored file content is missing');
      throw appError('NOT_FOUND');
    });
    reply.headers({
      'content-type': variant.contentType,
      'content-disposition': contentDisposition('inline', file.originalName),
    });
    if (range) {
      reply.code(206);
      reply.header('content-range', `bytes ${range.start}-${range.end}/${variant.bytes}`);
      reply.header('content-length', range.end - range.start + 1);
    } else {
      reply.header('content-length', variant.bytes);
    }
    return reply.send(content);
  });
}
