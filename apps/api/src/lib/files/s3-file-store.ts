// The FileStore in an S3-compatible bucket (S3_BUCKET; decision 046). Several API hosts share it,
// so a photo uploaded through one is served by any other. Uploads stream through a multipart
// upload in parts of PART_BYTES: memory per upload stays at a few parts whatever the file's size,
// and an object appears in the bucket only when its upload completes (a failed stream aborts the
// upload, so nothing partial is ever readable). Downloads stream from GetObject through the API,
// which keeps the signed-URL and permission checks where they are.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundInStoreError, type ByteRange, type FileStore } from './file-store';
import type { S3Settings } from './s3-settings';
import { isStoreKey, newStoreKey } from './store-keys';

/** S3's smallest part (but the last); an upload holds at most PARTS_IN_FLIGHT + 1 of them. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
/** A readiness probe answers within this, whatever the store does. */
const PING_TIMEOUT_MS = 5000;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Only the configured keys: never a credential the SDK would find on the host by itself.
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // Checksums only where the API demands them: many S3-compatible stores refuse the newer
    // default ones. The files table keeps each file's SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5000 },
  });
}

function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/**
 * Uploads `content` under `key`; the object exists only once the whole stream arrived. Rejects
 * with the stream's own error when the stream failed (a refused upload says why), after the
 * multipart upload was aborted.
 */
export async function uploadStream(
  client: S3Client,
  bucket: string,
  key: string,
  content: Readable,
): Promise<number> {
  let size = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  // The stream's own failure, told apart from the one we cause by stopping it below.
  let streamError: unknown;
  let isStoppedHere = false;
  content.on('error', (error) => {
    if (!isStoppedHere) streamError ??= error;
  });
  const flowing = pipeline(content, counted).catch(() => undefined);
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: counted },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
    // The SDK aborts the multipart upload when a part or the stream fails.
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    // The bucket failed while the client was still sending: stop reading its request.
    isStoppedHere = true;
    counted.destroy();
    await flowing;
    throw streamError ?? error;
  }
  await flowing;
  return size;
}

export function createS3FileStore(settings: S3Settings, client = createS3Client(settings)) {
  const { bucket } = settings;

  const store: FileStore = {
    async put(content: Readable) {
      const key = newStoreKey();
      const size = await uploadStream(client, bucket, key, content);
      return { key, size };
    },

    async get(key: string, range?: ByteRange) {
      if (!isStoreKey(key)) throw new FileNotFoundInStoreError(key);
      try {
        // The answer's headers are in when send() resolves: a missing object fails here, before
        // any byte is sent to the browser.
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundInStoreError(key);
        throw error;
      }
    },

    async delete(key: string) {
      if (!isStoreKey(key)) return;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async exists(key: string) {
      return (await sizeOfObject(client, bucket, key)) !== undefined;
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), {
        abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS),
      });
    },

    close() {
      client.destroy();
    },
  };
  return store;
}

/** The object's size in bytes, or undefined when there is no such object (or no such key shape). */
export async function sizeOfObject(
  client: S3Client,
  bucket: string,
  key: string,
): Promise<number | undefined> {
  if (!isStoreKey(key)) return undefined;
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
