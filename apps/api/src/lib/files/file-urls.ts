// Signed file URLs (docs/decisions/004-file-urls.md). An <img> or <video> tag cannot send the
// Bearer header, so the API hands out `/edrocks/api/files/{id}?exp=...&sig=...`: an HMAC of the
// file id and expiry, with a key derived from the JWT secret. Whoever builds such a URL has
// already decided the caller may see the record (a student's photo in a student's details).
//
// A URL built for a signed-in caller names their session (`sid`, from file-url-session.ts) and
// works only while that session is live: signing out (or the session being ended) stops every
// URL handed to it, including one copied out of the browser. Each session has its own URLs.
// URLs built outside a session (public pages: event images) name none.
//
// Expiries are rounded up to a 15-minute step, so the same file keeps the same URL for a while
// and the browser's cache serves repeated views; a URL works between 60 and 75 minutes at most.
// The signature covers the id, expiry and session: `&size=thumb` may be added to any signed URL.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILE_ENDPOINTS, endpointPath, type FileSize } from '@portal/shared';
import type { Clock } from '../clock';
import { takeFileUrlSession } from './file-url-session';

export const FILE_URL_TTL_MS = 60 * 60 * 1000;
const EXPIRY_STEP_S = 15 * 60;

export interface FileUrls {
  /** `/edrocks/api/files/{id}?exp=...&sig=...` (with `size=thumb` first when asked). */
  signedFileUrl(fileId: number, size?: FileSize): string;
  /** signedFileUrl of a nullable photo column: null stays null. */
  photoUrl(fileId: number | null | undefined, size?: FileSize): string | null;
  /**
   * Whether `sig` is this server's signature of the file, `exp` (seconds) and the session `sid`
   * (when the URL names one), and `exp` has not passed. The session's liveness is the caller's
   * to check.
   */
  verify(fileId: number, exp: number, sig: string, sid?: string): boolean;
  /** Seconds until `exp`, for the Cache-Control of an answer to a signed URL. */
  secondsLeft(exp: number): number;
}

export function createFileUrls(options: { secret: string; clock: Clock }): FileUrls {
  // A key of its own, so a file signature can never be mistaken for (or help forge) a JWT.
  const key = createHmac('sha256', options.secret).update('portal/file-urls/v1').digest();
  const sign = (fileId: number, exp: number, sid: string | undefined) =>
    createHmac('sha256', key)
      .update(sid === undefined ? `${fileId}.${exp}` : `${fileId}.${exp}.${sid}`)
      .digest('base64url');
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000);

  const urls: FileUrls = {
    signedFileUrl(fileId, size) {
      const ttl = FILE_URL_TTL_MS / 1000;
      const exp = Math.ceil((nowSeconds() + ttl) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      const sid = takeFileUrlSession();
      const query = new URLSearchParams();
      if (size) query.set('size', size);
      query.set('exp', String(exp));
      if (sid !== undefined) query.set('sid', sid);
      query.set('sig', sign(fileId, exp, sid));
      return `${endpointPath(FILE_ENDPOINTS.get, { id: fileId })}?${query.toString()}`;
    },
    photoUrl(fileId, size) {
      return fileId === null || fileId === undefined ? null : urls.signedFileUrl(fileId, size);
    },
    verify(fileId, exp, sig, sid) {
      if (exp <= nowSeconds()) return false;
      const expected = Buffer.from(sign(fileId, exp, sid));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    secondsLeft(exp) {
      return Math.max(0, exp - nowSeconds());
    },
  };
  return urls;
}
