// Where uploaded bytes live. The API only ever talks to this interface: the default is the local
// disk (DATA_DIR/uploads, local-file-store.ts); with S3_BUCKET an S3-compatible bucket
// (s3-file-store.ts: put = multipart upload of the stream under a new random key; get =
// GetObject, with `Range: bytes=start-end` when a range is asked; delete = DeleteObject;
// exists = HeadObject; ping = HeadBucket), chosen in app.ts from configuration (decision 046).
// Both pass the same behaviour tests (file-store-contract.ts).
//
// Rules every implementation keeps:
// - Keys are made by the store (random), never taken from a user; a key that is not one the
//   store could have made is refused (FileNotFoundInStoreError / false), so no path traversal.
// - put() either stores the whole stream or nothing: when the stream fails (an upload refused
//   half-way, a client gone), nothing partial stays behind.
// - delete() of a missing key is not an error (deletes are retried after crashes).
// - Keys have one shape in every store (store-keys.ts), so files can move between stores.
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
  /** Resolves when the store can be read and written now (/readyz); rejects saying why not. */
  ping(): Promise<void>;
  /** Lets go of open connections, when the store keeps any (the app's close). */
  close?(): void;
}

export class FileNotFoundInStoreError extends Error {
  constructor(key: string) {
    super(`No stored object with key ${JSON.stringify(key)}`);
    this.name = 'FileNotFoundInStoreError';
  }
}
