// The one upload service: checks an upload (size, kind by content, name), stores its bytes in the
// FileStore (JPEGs re-encoded without metadata, with a thumbnail), records it in `files`, and
// decides who may read it (file-owners.ts). Profile photos now; letters and agreements later.
//
// For other modules:
// - files.owners.register(kind, { canRead, canWrite, setPhoto? })  (see file-owners.ts)
// - files.replacePhoto({ ownerKind, ownerId, file: await readUpload(request), auth })
//   files.removePhoto({ ownerKind, ownerId, auth })
// - files.storeFile({ upload, policy: UPLOAD_POLICIES.attachment, ownerKind, ownerId, purpose,
//   createdBy }) and files.deleteFile(id) for files that are not photos (letters, agreements);
//   files.moveFile(tx, id, { from, to }) attaches an upload to the record it was made for
// - files.urls.signedFileUrl(fileId, size?) / files.urls.photoUrl(photoFileId) to answer URLs.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline as pipelinePromise } from 'node:stream/promises';
import { Readable, pipeline } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FileRow } from '../../db/schema/index';
import { AppError, appError } from '../errors';
import type { ByteRange, FileStore } from './file-store';
import type { AuthContext } from '../auth-context';
import { createFileOwners, type FileOwnerKind } from './file-owners';
import { CONTENT_TYPE_OF_KIND } from './file-types';
import type { FileUrls } from './file-urls';
import { deleteFileById, findFileById, insertFile, moveFileOwner } from './files.repo';
import { processJpeg } from './images';
import { removeStoredKeys, sweepStoredObjectRemovals } from './stored-object-removals';
import { findLiveSessionUser, isSessionLive } from '../sessions/sessions.repo';
import {
  UPLOAD_POLICIES,
  UploadInspector,
  declareUpload,
  discardUpload,
  uploadErrors,
  type IncomingUpload,
  type UploadPolicy,
} from './upload';

export interface FilesServiceDeps {
  db: Database;
  store: FileStore;
  urls: FileUrls;
  log: FastifyBaseLogger;
  /** Private folder (under DATA_DIR) where an image waits on disk while it is re-encoded. */
  tmpDir: string;
}

/** Checked bytes in the store, not yet recorded in the database. */
interface StoredContent {
  name: string;
  contentType: string;
  key: string;
  size: number;
  sha256: string;
  thumbnailKey: string | null;
  thumbnailSize: number | null;
  width: number | null;
  height: number | null;
}

export interface FileOwnerRef {
  ownerKind: FileOwnerKind;
  ownerId: number;
}

export interface StoreFileInput extends FileOwnerRef {
  upload: IncomingUpload;
  policy: UploadPolicy;
  /** What the file is for its owner ('attachment', 'agreement', ...). */
  purpose: string;
  createdBy: number | null;
}

/** Reads a refused upload to its end, keeping nothing, so the stream reports why. */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // Nothing to keep.
  }
}

/**
 * Writes the checked bytes to a private temporary file: an upload never sits whole in memory
 * (ten 49 MB photos at once would otherwise hold half a gigabyte). The caller removes it.
 */
async function spoolToFile(stream: Readable, tmpDir: string): Promise<string> {
  await mkdir(tmpDir, { recursive: true, mode: 0o700 });
  const file = path.join(tmpDir, `upload-${randomUUID()}`);
  try {
    await pipelinePromise(stream, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return file;
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function createFilesService({ db, store, urls, log, tmpDir }: FilesServiceDeps) {
  const owners = createFileOwners();

  /**
   * Best effort: an object left behind is never served (no row points to it), and when its row
   * was deleted it stays queued for the hourly sweep (stored-object-removals.ts).
   */
  async function removeObjects(keys: Array<string | null | undefined>): Promise<void> {
    await removeStoredKeys({ db, store, log }, keys);
  }

  /** Checks and stores an upload's bytes (and thumbnail); no database row yet. */
  async function storeContent(
    upload: IncomingUpload,
    policy: UploadPolicy,
  ): Promise<StoredContent> {
    try {
      return await checkAndStore(upload, policy);
    } catch (error) {
      // A broken or abandoned request is the client's problem (4xx), a failing store ours (500).
      // The multipart parser may have failed the stream before we started reading it.
      if (upload.stream.errored && !(error instanceof AppError)) throw uploadErrors.incomplete();
      throw error;
    }
  }

  async function checkAndStore(
    upload: IncomingUpload,
    policy: UploadPolicy,
  ): Promise<StoredContent> {
    const declared = declareUpload(upload.filename, policy);
    const inspector = new UploadInspector(declared, policy, () => upload.isTruncated());
    // Errors of either stream reach whoever reads the inspector; nothing to do in the callback.
    const inspected = pipeline(upload.stream, inspector, () => undefined);

    if (declared instanceof AppError) {
      // Read to the end, so the request completes; the inspector then fails with the reason
      // (an oversize or empty file says so rather than "wrong type").
      await drain(inspected);
      throw declared;
    }
    if (declared.kind === 'jpeg') {
      // At most policy.maxBytes of checked JPEG, spooled to disk, decoded from there (JPEG
      // shrink-on-load keeps the decoder small) and never stored as sent.
      const spooled = await spoolToFile(inspected, tmpDir);
      const { image, thumbnail } = await processJpeg(spooled, policy.maxImageSide).finally(() =>
        rm(spooled, { force: true }),
      );
      const main = await store.put(Readable.from([image.data]));
      let thumb;
      try {
        thumb = await store.put(Readable.from([thumbnail.data]));
      } catch (error) {
        await removeObjects([main.key]);
        throw error;
      }
      return {
        name: declared.name,
        contentType: CONTENT_TYPE_OF_KIND.jpeg,
        key: main.key,
        size: main.size,
        sha256: sha256(image.data),
        thumbnailKey: thumb.key,
        thumbnailSize: thumb.size,
        width: image.width,
        height: image.height,
      };
    }
    // PDF and MP4 stream straight to the store; a refused one leaves nothing there.
    const stored = await store.put(inspected);
    return {
      name: declared.name,
      contentType: CONTENT_TYPE_OF_KIND[declared.kind],
      key: stored.key,
      size: stored.size,
      sha256: inspector.digest(),
      thumbnailKey: null,
      thumbnailSize: null,
      width: null,
      height: null,
    };
  }

  function toNewFile(
    content: StoredContent,
    input: FileOwnerRef & { purpose: string; createdBy: number | null },
  ) {
    return {
      storageKey: content.key,
      thumbnailKey: content.thumbnailKey,
      thumbnailSizeBytes: content.thumbnailSize,
      originalName: content.name,
      contentType: content.contentType,
      sizeBytes: content.size,
      sha256: content.sha256,
      width: content.width,
      height: content.height,
      ownerKind: input.ownerKind,
      ownerId: input.ownerId,
      purpose: input.purpose,
      createdBy: input.createdBy,
    };
  }

  async function photoOwner(ownerKind: FileOwnerKind, ownerId: number, auth: AuthContext) {
    const owner = owners.get(ownerKind);
    const setPhoto = owner?.setPhoto?.bind(owner);
    if (!owner || !setPhoto || !(await owner.canWrite(auth, ownerId))) return undefined;
    // Bound to the caller: the owner sets the photo only within their reach.
    return (db: Database, id: number, fileId: number | null) => setPhoto(db, auth, id, fileId);
  }

  return {
    owners,
    urls,

    /** Checks, stores and records a file of any accepted kind (not a photo: see replacePhoto). */
    async storeFile(input: StoreFileInput): Promise<FileRow> {
      const content = await storeContent(input.upload, input.policy);
      try {
        return await insertFile(db, toNewFile(content, input));
      } catch (error) {
        await removeObjects([content.key, content.thumbnailKey]);
        throw error;
      }
    },

    /** A file's record (who owns it, what it is), for a module checking an id it was sent. */
    findFile: (id: number): Promise<FileRow | undefined> => findFileById(db, id),

    /**
     * Within the caller's transaction, gives a file that still belongs to `from` to the record
     * `to` (an upload attached to a letter); false when it no longer belongs to `from`.
     */
    moveFile(
      tx: Database,
      id: number,
      move: {
        from: { ownerKind: FileOwnerKind; ownerId: number; purpose: string };
        to: FileOwnerRef & { purpose: string };
      },
    ): Promise<boolean> {
      return moveFileOwner(tx, id, move.from, move.to);
    },

    /**
     * Removes the stored bytes of files whose rows a caller deleted in a transaction that has
     * committed (retention): best effort, answers how many keys it was given.
     */
    async removeStoredContent(
      removed: ReadonlyArray<{ storageKey: string; thumbnailKey: string | null }>,
    ): Promise<number> {
      await removeObjects(removed.flatMap((row) => [row.storageKey, row.thumbnailKey]));
      return removed.length;
    },

    /** Removes a file's row and bytes; false when there was no such file. */
    async deleteFile(id: number): Promise<boolean> {
      const removed = await deleteFileById(db, id);
      if (removed) await removeObjects([removed.storageKey, removed.thumbnailKey]);
      return removed !== undefined;
    },

    /**
     * Sets the record's photo to the uploaded JPEG and deletes the previous photo (row and
     * bytes). Refused with 404 when the owner kind has no photo or `auth` may not change this
     * record (or it does not exist); with 4xx when the upload is not an acceptable JPEG.
     */
    async replacePhoto(
      input: FileOwnerRef & { file: IncomingUpload; auth: AuthContext },
    ): Promise<FileRow> {
      const setPhoto = await photoOwner(input.ownerKind, input.ownerId, input.auth);
      if (!setPhoto) {
        discardUpload(input.file);
        throw appError('NOT_FOUND');
      }
      const content = await storeContent(input.file, UPLOAD_POLICIES.photo);
      let result;
      try {
        result = await db.transaction(async (tx) => {
          const row = await insertFile(
            tx,
            toNewFile(content, { ...input, purpose: 'photo', createdBy: input.auth.userId }),
          );
          // The owner's row is locked until commit: concurrent replacements queue, and each
          // deletes the photo it replaced, so exactly one photo remains.
          const change = await setPhoto(tx, input.ownerId, row.id);
          if (!change) throw appError('NOT_FOUND');
          const previous =
            change.previousFileId === null
              ? undefined
              : await deleteFileById(tx, change.previousFileId);
          return { row, previous };
        });
      } catch (error) {
        await removeObjects([content.key, content.thumbnailKey]);
        throw error;
      }
      if (result.previous)
        await removeObjects([result.previous.storageKey, result.previous.thumbnailKey]);
      return result.row;
    },

    /** Removes the record's photo (row and bytes); 404 like replacePhoto. */
    async removePhoto(input: FileOwnerRef & { auth: AuthContext }): Promise<void> {
      const setPhoto = await photoOwner(input.ownerKind, input.ownerId, input.auth);
      if (!setPhoto) throw appError('NOT_FOUND');
      const previous = await db.transaction(async (tx) => {
        const change = await setPhoto(tx, input.ownerId, null);
        if (!change) throw appError('NOT_FOUND');
        return change.previousFileId === null
          ? undefined
          : deleteFileById(tx, change.previousFileId);
      });
      if (previous) await removeObjects([previous.storageKey, previous.thumbnailKey]);
    },

    /**
     * The file, when this request may read it: `auth` null means a verified signed URL (the
     * signer already decided); otherwise the owner kind's canRead decides. Else 404.
     */
    /** Whether the session a signed URL names is still live (file-urls.ts). */
    isUrlSessionLive: (sessionId: string) => isSessionLive(db, sessionId),
    /** The user of the live session a signed URL names (who downloads through it), or undefined. */
    findUrlSessionUser: (sessionId: string) => findLiveSessionUser(db, sessionId),

    async findReadableFile(id: number, auth: AuthContext | null): Promise<FileRow> {
      const file = await findFileById(db, id);
      if (!file) throw appError('NOT_FOUND');
      if (auth && !(await owners.canRead(auth, file.ownerKind, file.ownerId)))
        throw appError('NOT_FOUND');
      return file;
    },

    openContent(key: string, range?: ByteRange): Promise<Readable> {
      return store.get(key, range);
    },

    /** Deletes stored objects whose rows a caller already deleted (an erasure, after its commit). */
    removeStoredObjects: (keys: string[]): Promise<void> => removeObjects(keys),

    /** Deletes the bytes of deleted rows that are still queued (the hourly sweep). */
    sweepRemovals: (): Promise<number> => sweepStoredObjectRemovals({ db, store, log }),

    /** Resolves when the file store answers (/readyz). */
    pingStore: (): Promise<void> => store.ping(),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
