// Where uploaded bytes live. The API only ever talks to this interface: the default is the local
// disk (DATA_DIR/uploads, local-file-store.ts); an S3-compatible store can implement the same four
// methods later (put = PutObject/multipart upload of a stream under a new random key; get =
// GetObject, with `Range: bytes=start-end` when a range is asked; delete = DeleteObject;
// exists = HeadObject) and be chosen in app.ts from configuration.
//
// Rules every implementation keeps:
// - Keys are made by the store (random), never taken from a user; a key that is not one the
//   store could have made is refused (FileNotFoundInStoreError / false), so no path traversal.
// - put() either stores the whole stream or nothing: when the stream fails (an upload refused
//   half-way, a client gone), nothing partial stays behind.
// - delete() of a missing key is not an error (deletes are retried after crashes).
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  /** Bytes written. */
  size: number;
}

/** Both ends included, as in an HTTP Range header; 0 <= start <= end < size. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  /** Stores the stream's bytes under a new random key. Rejects, leaving nothing, when the stream fails. */
  put(content: Readable): Promise<StoredObject>;
  /** The object's bytes (or the range of them). Rejects with FileNotFoundInStoreError when missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes the object; missing objects are ignored. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export class FileNotFoundInStoreError extends Error {
  constructor(key: string) {
    super(`No stored object with key ${JSON.stringify(key)}`);
    this.name = 'FileNotFoundInStoreError';
  }
}
