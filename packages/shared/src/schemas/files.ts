// Uploaded files: what the API accepts (seed, point 5: at most 50 MB; jpg, jpeg, pdf, mp4) and
// how a file is asked for. The server checks every upload by its content, not only its name.
import { z } from 'zod';
import { API } from '../api-paths';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import type { UPLOAD_EXTENSIONS } from '../constants';
import { fieldMessage } from '../messages';
import { idParam } from './common';

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** Profile photos (users, students, sponsors): JPEG only, so every photo gets a thumbnail. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg'] as const satisfies readonly UploadExtension[];
/** Signed documents kept on file (a guardian's authorisation): a scan or a photo of the paper. */
export const DOCUMENT_EXTENSIONS = [
  'pdf',
  'jpg',
  'jpeg',
] as const satisfies readonly UploadExtension[];

/** The multipart field that carries the file of an upload. */
export const UPLOAD_FIELD = 'file';

/** The content type each accepted extension is stored and served with. */
export const UPLOAD_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
} as const satisfies Record<UploadExtension, string>;

/** The `accept` attribute of a file input for these extensions, e.g. ".jpg,.jpeg,image/jpeg". */
export function acceptAttribute(extensions: readonly UploadExtension[]): string {
  const types = new Set(extensions.map((extension) => UPLOAD_CONTENT_TYPES[extension]));
  return [...extensions.map((extension) => `.${extension}`), ...types].join(',');
}

/** Sizes a file can be asked for besides the original: `thumb` exists for images only. */
export const FILE_SIZES = ['thumb'] as const;
export type FileSize = (typeof FILE_SIZES)[number];

export const fileParamsSchema = z.object({ id: idParam });

/**
 * `sig` and `exp` come together, from a signed URL the API handed out (photoUrl values); without
 * them the request needs a Bearer token. See docs/decisions/004-file-urls.md.
 */
export const fileQuerySchema = z.object({
  size: z.enum(FILE_SIZES, { error: fieldMessage('validation.invalidValue') }).optional(),
  exp: z.coerce
    .number({ error: fieldMessage('validation.invalidNumber') })
    .int({ error: fieldMessage('validation.invalidNumber') })
    .positive({ error: fieldMessage('validation.invalidNumber') })
    .max(Number.MAX_SAFE_INTEGER, { error: fieldMessage('validation.invalidNumber') })
    .optional(),
  sig: z
    .string()
    .min(1, { error: fieldMessage('validation.invalidValue') })
    .max(128, { error: fieldMessage('validation.invalidValue') })
    .optional(),
  /** The session the URL was made for: it works only while that session is live. */
  sid: z.uuid({ error: fieldMessage('validation.invalidValue') }).optional(),
});
export type FileQuery = z.infer<typeof fileQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints

export const FILE_ENDPOINTS = {
  /**
   * Public as a route: a signed URL is enough (images in <img>, PDFs in a new tab); without a
   * signature the handler asks for a signed-in user, and the owner's rule decides either way.
   */
  get: defineEndpoint({
    method: 'GET',
    path: API.file,
    access: 'public',
    tag: 'files',
    summary: 'An uploaded file or its thumbnail (Bearer token, or a signed URL from the API)',
    params: fileParamsSchema,
    query: fileQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 404, 503],
  }),
};
