// Copies the files of DATA_DIR/uploads into the S3 bucket under the same keys (the database
// names files by key, so nothing else changes when the portal then starts with S3_BUCKET).
// Idempotent and resumable: a key already in the bucket with the same size is skipped, and each
// object appears whole or not at all, so a copy cut short is finished by running it again.
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { sizeOfObject, uploadStream } from './s3-file-store';
import { isStoreKey } from './store-keys';

export interface CopySummary {
  copied: number;
  /** Already in the bucket with the same size. */
  skipped: number;
  bytesCopied: number;
  failed: Array<{ key: string; error: string }>;
  /** Files in the folder that no store could have made (not copied). */
  ignored: string[];
}

/** Files copied at once: enough to hide each request's latency, few enough for a small host. */
const COPIES_IN_FLIGHT = 4;

/** Every file under the uploads folder, as a key (its path with forward slashes). */
async function listLocalFiles(uploadsDir: string): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(uploadsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

export async function copyUploadsToS3(input: {
  uploadsDir: string;
  client: S3Client;
  bucket: string;
  /** Told after each file (the command prints progress). */
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}): Promise<CopySummary> {
  const { uploadsDir, client, bucket } = input;
  const summary: CopySummary = { copied: 0, skipped: 0, bytesCopied: 0, failed: [], ignored: [] };
  const files = await listLocalFiles(uploadsDir);
  // Unfinished uploads wait in tmp/ as *.part: never objects, so never copied.
  summary.ignored = files.filter((key) => !isStoreKey(key) && !key.startsWith('tmp/'));
  const queue = files.filter(isStoreKey);

  async function copyOne(key: string): Promise<void> {
    const file = path.join(uploadsDir, ...key.split('/'));
    try {
      const { size } = await stat(file);
      if ((await sizeOfObject(client, bucket, key)) === size) {
        summary.skipped += 1;
        input.onFile?.(key, 'skipped');
        return;
      }
      summary.bytesCopied += await uploadStream(client, bucket, key, createReadStream(file));
      summary.copied += 1;
      input.onFile?.(key, 'copied');
    } catch (error) {
      summary.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      input.onFile?.(key, 'failed');
    }
  }

  const workers = Array.from({ length: COPIES_IN_FLIGHT }, async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) await copyOne(key);
  });
  await Promise.all(workers);
  return summary;
}

export function describeCopy(summary: CopySummary): string {
  const megabytes = (summary.bytesCopied / (1024 * 1024)).toFixed(1);
  const lines = [
    `Copied ${summary.copied} file(s) (${megabytes} MB), skipped ${summary.skipped} already in the bucket, ` +
      `${summary.failed.length} failed.`,
    ...summary.failed.map(({ key, error }) => `  failed: ${key}: ${error}`),
  ];
  if (summary.ignored.length > 0) {
    lines.push(
      `Left alone ${summary.ignored.length} file(s) that are not uploads: ${summary.ignored.join(', ')}`,
    );
  }
  if (summary.failed.length > 0) lines.push('Run the command again to copy the files that failed.');
  return lines.join('\n');
}
