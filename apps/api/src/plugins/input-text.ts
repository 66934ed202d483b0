// One input rule for every string the API reads: text PostgreSQL cannot store (the NUL character),
// invalid UTF-8 and lone UTF-16 surrogates are refused with a 400 before any route sees them, so
// no query, search, sort or body field can reach the database (where NUL fails the statement) or
// be silently altered (invalid UTF-8 would otherwise become U+FFFD).
//
// - The raw URL's percent-encoding must decode to valid UTF-8 (path and query).
// - JSON bodies must be valid UTF-8 (decoded strictly, not with replacement characters).
// - After parsing, every string in params, query, body and the headers the API reads is walked.
// Multipart fields are checked where they are read (lib/files/upload.ts, imports).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldIssue } from '@portal/shared';
import { appError } from '../lib/errors';
import { findUnstorableText, isStorableText } from '../lib/storable-text';

/** Headers the API reads as text. */
const READ_HEADERS = ['authorization', 'accept-language', 'if-none-match', 'range'] as const;

function unstorable(path: string) {
  const issues: FieldIssue[] = [{ path, message: 'validation.unstorableText' }];
  return appError('VALIDATION_ERROR', { issues });
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * Whether every %XX run of a URL decodes to valid UTF-8 (encoded surrogates are not valid
 * UTF-8). NUL decodes fine here and is found, with its parameter's name, after parsing.
 */
function isDecodableUrl(url: string): boolean {
  if (!url.includes('%')) return true;
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

function checkRequest(request: FastifyRequest): void {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const path = findUnstorableText(value);
    if (path !== undefined) throw unstorable(part === 'body' ? path : `${part}.${path}`);
  }
  for (const header of READ_HEADERS) {
    const value = request.headers[header];
    if (typeof value === 'string' && !isStorableText(value)) throw unstorable(`headers.${header}`);
  }
}

export function refuseUnstorableText(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body as Buffer);
    } catch {
      done(unstorable(''), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request) => {
    if (!isDecodableUrl(request.url)) throw unstorable('url');
  });
  // Root hooks run before a route's own pre-validation (its access check), so this also covers
  // the access check's input (the Authorization header).
  app.addHook('preValidation', async (request) => checkRequest(request));
}
