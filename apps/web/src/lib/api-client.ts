// Requests to the API as the signed-in user: Bearer access token and Accept-Language on every
// call; on 401 UNAUTHENTICATED, one refresh and one retry.
import {
  ApiError,
  httpDownload,
  httpRequest,
  httpUpload,
  type DownloadedFile,
  type HttpOptions,
  type UploadOptions,
} from './http';
import { TOKEN_STILL_GOOD_MS, session } from './session';
import { expiresWithin } from './session/jwt';

export type ApiRequestOptions = Omit<HttpOptions, 'token'>;

/**
 * Sends a request as the signed-in user: the current access token, and on 401
 * UNAUTHENTICATED one refresh and one retry. Every kind of request (JSON, download, upload)
 * goes through here, so the rule exists once.
 */
async function withSession<T>(send: (token: string | null) => Promise<T>): Promise<T> {
  // A refresh already on its way will replace the token: wait for it rather than send a token
  // that is expiring. A token with life left is still good (a refresh keeps the session, and the
  // server takes its older tokens until they expire): the session refreshes at every start, and
  // waiting for that put a round trip before each screen's first data.
  const pending = session.pendingRefresh();
  if (pending && expiresWithin(session.getState().accessToken, TOKEN_STILL_GOOD_MS, Date.now())) {
    await pending;
  }
  const token = session.getState().accessToken;
  try {
    return await send(token);
  } catch (error) {
    const canRetry =
      token !== null &&
      error instanceof ApiError &&
      error.status === 401 &&
      error.code === 'UNAUTHENTICATED';
    if (!canRetry || !(await session.refresh())) throw error;
    return send(session.getState().accessToken);
  }
}

export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return withSession((token) => httpRequest<T>(path, { ...options, token }));
}

/**
 * GET a file as the signed-in user (same token, language and one refresh as apiRequest); POST
 * when a body is given.
 */
export function apiDownload(
  path: string,
  options: Pick<HttpOptions, 'query' | 'signal' | 'body'> = {},
): Promise<DownloadedFile> {
  return withSession((token) => httpDownload(path, { ...options, token }));
}

/** Hands a downloaded file to the browser as a saved file. */
export function saveFile({ blob, fileName }: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallbackName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A multipart upload as the signed-in user, with the same one refresh and retry on 401. */
export function apiUpload<T>(path: string, options: Omit<UploadOptions, 'token'>): Promise<T> {
  return withSession((token) => httpUpload<T>(path, { ...options, token }));
}

export { ApiError } from './http';
export type { DownloadedFile } from './http';
