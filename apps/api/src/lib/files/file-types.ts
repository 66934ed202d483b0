// What a file is: by its content (magic bytes, read by the file-type library) and by its name.
// Only three kinds are ever accepted (seed, point 5): JPEG, PDF and MP4.
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_CONTENT_TYPES, UPLOAD_EXTENSIONS, type UploadExtension } from '@portal/shared';

export type FileKind = 'jpeg' | 'pdf' | 'mp4';

export const KIND_OF_EXTENSION: Record<UploadExtension, FileKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  pdf: 'pdf',
  mp4: 'mp4',
};

export const CONTENT_TYPE_OF_KIND: Record<FileKind, string> = {
  jpeg: UPLOAD_CONTENT_TYPES.jpg,
  pdf: UPLOAD_CONTENT_TYPES.pdf,
  mp4: UPLOAD_CONTENT_TYPES.mp4,
};

/** How many leading bytes the detection reads (file-type's own figure). */
export const SNIFF_BYTES = 4100;

/**
 * The kind of file these leading bytes start, when it is one we accept. JPEG is FF D8 FF, PDF
 * "%PDF", MP4 an "ftyp" box at offset 4 with an MP4 brand (QuickTime, HEIC, M4A... are other
 * kinds). Anything else, executables and PNGs included, is undefined.
 */
export async function detectKind(head: Uint8Array): Promise<FileKind | undefined> {
  if (head.length === 0) return undefined;
  // A parser failing on malformed bytes means "not a kind we know", not a server error.
  const type = await fileTypeFromBuffer(head).catch(() => undefined);
  switch (type?.ext) {
    case 'jpg':
      return 'jpeg';
    case 'pdf':
      return 'pdf';
    case 'mp4':
      return 'mp4';
    default:
      return undefined;
  }
}

export function isUploadExtension(value: string): value is UploadExtension {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(value);
}

/** The lower-case extension of a (sanitised) file name, without the dot; '' when none. */
export function extensionOf(name: string): string {
  return path.extname(name).slice(1).toLowerCase();
}

const MAX_NAME_LENGTH = 120;
// Control characters, characters Windows refuses in names, and bidirectional overrides that can
// disguise "photo<RLO>gpj.exe" as "photoexe.jpg".
const UNSAFE_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f<>:"/\\|?*\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is kept and offered under: the last path segment only, no unsafe characters,
 * at most 120 characters (keeping the extension). Never used to build a path.
 */
export function sanitizeFileName(name: string, fallback = 'file'): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  let clean = lastSegment
    .normalize('NFC')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if (clean.length > MAX_NAME_LENGTH) {
    const extension = path.extname(clean).slice(0, 10);
    clean = clean.slice(0, MAX_NAME_LENGTH - extension.length).trimEnd() + extension;
  }
  return clean === '' ? fallback : clean;
}

/**
 * A Content-Disposition header that is safe whatever the name holds: an ASCII-only `filename`
 * for old clients and the exact name in RFC 5987 `filename*`.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
