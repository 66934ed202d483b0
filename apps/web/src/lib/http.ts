// The one place that talks to fetch(): JSON in and out, Accept-Language, optional Bearer, and
// every failure turned into an ApiError carrying the server's error body.
import type { FieldIssue, MessageParams } from '@portal/shared';
import { apiBaseUrl } from '../config/env';
import { discardEarlyResponses, takeEarlyResponse } from './early-requests';
import { getLanguage } from './i18n';

/** `code` of an ApiError raised when the server could not be reached at all. */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly messageKey: string;
  readonly issues: FieldIssue[];
  /** The values of the message's placeholders (the size limit, the minutes to wait...). */
  readonly params: MessageParams | undefined;
  readonly retryAfterSeconds: number | undefined;
  /** The server's own words, in the language the request asked for (Accept-Language). */
  readonly serverMessage: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    messageKey: string;
    message?: string;
    issues?: FieldIssue[];
    params?: MessageParams;
    retryAfterSeconds?: number;
  }) {
    super(init.message ?? init.code);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.messageKey = init.messageKey;
    this.issues = init.issues ?? [];
    this.params = init.params;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.serverMessage = init.message;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Access token; sent as `Authorization: Bearer`. */
  token?: string | null;
  signal?: AbortSignal;
}

/**
 * How long after this browser's own change its reads ask for `Cache-Control: no-cache`. The API
 * keeps list pages in memory in each of its processes (decision 026); the process answering the
 * read that follows a change may not have heard of it yet, while this user must see it. Ten
 * seconds cover the notification many times over.
 */
export const FRESH_READS_AFTER_CHANGE_MS = 10_000;
let lastChangeAt = Number.NEGATIVE_INFINITY;

/** Notes that a request that may have changed something got its answer (whatever it was). */
function noteChange(): void {
  lastChangeAt = Date.now();
  discardEarlyResponses();
}

/** `Cache-Control: no-cache` for a read soon after this browser's own change. */
function freshReadHeaders(method: string): Record<string, string> {
  return method === 'GET' && Date.now() - lastChangeAt < FRESH_READS_AFTER_CHANGE_MS
    ? { 'Cache-Control': 'no-cache' }
    : {};
}

function buildUrl(path: string, query: HttpOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toApiError(status: number, body: unknown, retryAfterHeader: string | null): ApiError {
  if (isRecord(body) && typeof body.code === 'string') {
    const issues = Array.isArray(body.issues)
      ? body.issues.filter(
          (issue): issue is FieldIssue =>
            isRecord(issue) && typeof issue.path === 'string' && typeof issue.message === 'string',
        )
      : [];
    const retryAfter =
      typeof body.retryAfterSeconds === 'number'
        ? body.retryAfterSeconds
        : retryAfterHeader
          ? Number(retryAfterHeader) || undefined
          : undefined;
    const params = isRecord(body.params)
      ? Object.fromEntries(
          Object.entries(body.params).filter(
            (entry): entry is [string, string | number] =>
              typeof entry[1] === 'string' || typeof entry[1] === 'number',
          ),
        )
      : undefined;
    return new ApiError({
      status,
      code: body.code,
      messageKey: typeof body.messageKey === 'string' ? body.messageKey : '',
      message: typeof body.message === 'string' ? body.message : body.code,
      issues,
      ...(params ? { params } : {}),
      ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}),
    });
  }
  return new ApiError({ status, code: 'UNDEFINED_ERROR', messageKey: 'errors.undefined' });
}

export async function httpRequest<T>(path: string, options: HttpOptions = {}): Promise<T> {
  const { method = 'GET', body, query, token, signal } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLanguage(),
    ...freshReadHeaders(method),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const url = buildUrl(path, query);
  // The start-up script may have asked for it already (lib/early-requests.ts).
  const early = method === 'GET' ? takeEarlyResponse(url, token) : undefined;
  let response: Response;
  try {
    const earlyResponse = early ? await early : null;
    response = earlyResponse?.ok
      ? earlyResponse
      : await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: NETWORK_ERROR, messageKey: 'errors.network' });
  }
  if (method !== 'GET') noteChange();

  const text = response.status === 204 ? '' : await response.text();
  let parsed: unknown = undefined;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (!response.ok) throw toApiError(response.status, parsed, response.headers.get('Retry-After'));
  return parsed as T;
}

/** A file the server sent, with the name from its Content-Disposition header (if any). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `filename*=UTF-8''...` (RFC 6266) wins over `filename="..."`. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}

/**
 * GET a file (CSV, XLSX, ...) with the same headers and errors as httpRequest; or POST a JSON
 * body for it, when what names the file must stay out of the address (an e-mail).
 */
export async function httpDownload(
  path: string,
  options: Pick<HttpOptions, 'query' | 'token' | 'signal' | 'body'> = {},
): Promise<DownloadedFile> {
  const { query, token, signal, body } = options;
  const headers: Record<string, string> = { 'Accept-Language': getLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: 0, code: NETWORK_ERROR, messageKey: 'errors.network' });
  }
  if (!response.ok) {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    throw toApiError(response.status, parsed, response.headers.get('Retry-After'));
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

export interface UploadOptions {
  method?: 'PUT' | 'POST';
  /** The multipart form: the file and any other fields. */
  form: FormData;
  /** Query parameters (e.g. the kind of an import). */
  query?: HttpOptions['query'];
  token?: string | null;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart upload. XMLHttpRequest rather than fetch, because only it reports upload progress;
 * failures become the same ApiError as httpRequest's.
 */
export function httpUpload<T>(path: string, options: UploadOptions): Promise<T> {
  const { method = 'PUT', form, token, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, options.query));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', getLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      noteChange();
      let parsed: unknown = undefined;
      if (xhr.responseText) {
        try {
          parsed = JSON.parse(xhr.responseText);
        } catch {
          parsed = undefined;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(parsed as T);
      } else {
        reject(toApiError(xhr.status, parsed, xhr.getResponseHeader('Retry-After')));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, code: NETWORK_ERROR, messageKey: 'errors.network' }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    if (signal?.aborted) {
      xhr.abort();
      return;
    }
    xhr.send(form);
  });
}
