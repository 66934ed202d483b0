// Receiving an upload: the multipart part of a request (readUpload), the rules it must meet
// (UPLOAD_POLICIES), and the stream check every byte passes through (UploadInspector): size,
// SHA-256, and the kind of file by its first bytes, which must be an accepted kind and agree
// with the name's extension. A refused upload is still read to its end (so the request
// completes normally) but nothing of it is kept.
import { createHash } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  ERRORS,
  DOCUMENT_EXTENSIONS,
  PHOTO_EXTENSIONS,
  UPLOAD_EXTENSIONS,
  UPLOAD_FIELD,
  UPLOAD_MAX_BYTES,
  fieldMessage,
  type MessageKey,
  type MessageParams,
  type UploadExtension,
} from '@portal/shared';
import { AppError, appError } from '../errors';
import {
  KIND_OF_EXTENSION,
  SNIFF_BYTES,
  detectKind,
  extensionOf,
  isUploadExtension,
  sanitizeFileName,
  type FileKind,
} from './file-types';

export interface UploadPolicy {
  /** Extensions (and so kinds of content) accepted. */
  extensions: readonly UploadExtension[];
  maxBytes: number;
  /** Images are stored at most this many pixels a side (scaled down, never up). */
  maxImageSide: number;
}

export const UPLOAD_POLICIES = {
  /** Profile photos of users, students and sponsors. */
  photo: { extensions: PHOTO_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES, maxImageSide: 2048 },
  /** Signed documents on file (a guardian's authorisation): PDF or a photo of the paper. */
  document: { extensions: DOCUMENT_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES, maxImageSide: 4096 },
  /** Anything the seed allows: letter attachments, signed agreements, videos. */
  attachment: { extensions: UPLOAD_EXTENSIONS, maxBytes: UPLOAD_MAX_BYTES, maxImageSide: 4096 },
} as const satisfies Record<string, UploadPolicy>;

const MEGABYTE = 1024 * 1024;

function typesLabel(extensions: readonly UploadExtension[]): string {
  return extensions.map((extension) => extension.toUpperCase()).join(', ');
}

/** An error with its code's status and a more precise message than the code's default. */
function preciseError(
  code: 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
  messageKey: MessageKey,
  params: MessageParams,
): AppError {
  return new AppError(code, ERRORS[code].status, messageKey, { params });
}

export const uploadErrors = {
  tooLarge: (maxBytes: number) =>
    preciseError('PAYLOAD_TOO_LARGE', 'errors.fileTooLarge', {
      maxMb: Math.floor(maxBytes / MEGABYTE),
    }),
  typeNotAllowed: (extensions: readonly UploadExtension[]) =>
    preciseError('UNSUPPORTED_MEDIA_TYPE', 'errors.fileTypeNotAllowed', {
      types: typesLabel(extensions),
    }),
  contentMismatch: (extension: string, extensions: readonly UploadExtension[]) =>
    preciseError('UNSUPPORTED_MEDIA_TYPE', 'errors.fileContentMismatch', {
      extension,
      types: typesLabel(extensions),
    }),
  /** The client stopped sending, or sent a broken multipart body, in the middle of the file. */
  incomplete: () =>
    new AppError('VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.status, 'errors.uploadIncomplete'),
  imageUnreadable: () =>
    new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      ERRORS.UNSUPPORTED_MEDIA_TYPE.status,
      'errors.imageUnreadable',
    ),
  fileRequired: () =>
    appError('VALIDATION_ERROR', {
      issues: [{ path: UPLOAD_FIELD, message: fieldMessage('validation.fileRequired') }],
    }),
  fileEmpty: () =>
    appError('VALIDATION_ERROR', {
      issues: [{ path: UPLOAD_FIELD, message: fieldMessage('validation.fileEmpty') }],
    }),
};

/** A file arriving: from a multipart request (readUpload) or from memory (uploadFromBuffer). */
export interface IncomingUpload {
  /** The name the client gave, as sent (it is sanitised before being kept). */
  filename: string;
  stream: Readable;
  /** Whether the stream was cut at the multipart size limit (known once it ended). */
  isTruncated(): boolean;
}

export function uploadFromBuffer(filename: string, data: Buffer): IncomingUpload {
  return { filename, stream: Readable.from([data]), isTruncated: () => false };
}

/** Lets a refused upload's bytes flow to nowhere, so the request still completes. */
export function discardUpload(upload: IncomingUpload): void {
  upload.stream.on('error', () => undefined);
  upload.stream.resume();
}

function multipartError(error: unknown): AppError {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  if (status === 413) return appError('PAYLOAD_TOO_LARGE');
  // A malformed body, a missing boundary, a field named like a prototype property...
  return uploadErrors.fileRequired();
}

/**
 * The file part (field `file`) of a multipart request. The multipart plugin (plugins/multipart.ts)
 * already limits the part to UPLOAD_MAX_BYTES, one file and a few small fields. The returned
 * stream must be read (or discarded) before the request ends.
 */
export async function readUpload(request: FastifyRequest): Promise<IncomingUpload> {
  if (!request.isMultipart()) throw uploadErrors.fileRequired();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw multipartError(error);
  }
  if (!part) throw uploadErrors.fileRequired();
  const file = part.file;
  const upload = { filename: part.filename, stream: file, isTruncated: () => file.truncated };
  if (part.fieldname !== UPLOAD_FIELD) {
    discardUpload(upload);
    throw uploadErrors.fileRequired();
  }
  return upload;
}

/** What the name of an upload says it is, checked against the policy before any byte is read. */
export interface DeclaredFile {
  /** Sanitised: safe to keep and to show. */
  name: string;
  extension: UploadExtension;
  kind: FileKind;
}

/** The declared kind of the upload, or the error refusing it when its extension is not accepted. */
export function declareUpload(filename: string, policy: UploadPolicy): DeclaredFile | AppError {
  const name = sanitizeFileName(filename);
  const extension = extensionOf(name);
  if (!isUploadExtension(extension) || !policy.extensions.includes(extension))
    return uploadErrors.typeNotAllowed(policy.extensions);
  return { name, extension, kind: KIND_OF_EXTENSION[extension] };
}

/**
 * Passes the upload's bytes on only once its first bytes proved an accepted kind of file that
 * agrees with the name; counts and hashes them. It never fails half-way: a refused upload is
 * read to its end and passes nothing on, and the stream then fails with the reason (too large,
 * empty, wrong type), so whatever consumes it (a FileStore's put) keeps nothing.
 */
export class UploadInspector extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private held: Buffer[] = [];
  private heldBytes = 0;
  private isChecked = false;
  private rejection: AppError | undefined;

  constructor(
    private readonly declared: DeclaredFile | AppError,
    private readonly policy: UploadPolicy,
    private readonly isTruncated: () => boolean,
  ) {
    super();
    if (declared instanceof AppError) this.rejection = declared;
  }

  /** Hex SHA-256 of everything passed on (valid once the stream ended without error). */
  digest(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.rejection) return callback();
    if (this.bytes > this.policy.maxBytes) {
      this.reject(uploadErrors.tooLarge(this.policy.maxBytes));
      return callback();
    }
    this.hash.update(chunk);
    if (this.isChecked) return callback(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < SNIFF_BYTES) return callback();
    this.check().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback) {
    const finish = () => {
      if (this.isTruncated()) this.reject(uploadErrors.tooLarge(this.policy.maxBytes));
      else if (this.bytes === 0) this.reject(uploadErrors.fileEmpty());
      callback(this.rejection);
    };
    if (this.isChecked || this.rejection) return finish();
    this.check().then(finish, callback);
  }

  private reject(error: AppError) {
    this.rejection = error;
    this.held = [];
  }

  private async check() {
    this.isChecked = true;
    const head = Buffer.concat(this.held);
    this.held = [];
    if (this.declared instanceof AppError) return;
    const detected = await detectKind(head);
    const allowedKinds = this.policy.extensions.map((extension) => KIND_OF_EXTENSION[extension]);
    if (!detected || !allowedKinds.includes(detected)) {
      this.reject(uploadErrors.typeNotAllowed(this.policy.extensions));
    } else if (detected !== this.declared.kind) {
      this.reject(uploadErrors.contentMismatch(this.declared.extension, this.policy.extensions));
    } else if (head.length > 0) {
      this.push(head);
    }
  }
}
