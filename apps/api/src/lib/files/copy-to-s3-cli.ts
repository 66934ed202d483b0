// `npm run files:copy-to-s3`: copies the files of DATA_DIR/uploads into the bucket the S3_*
// variables name, before the portal is started with them (decision 046). Safe to run again: what
// is already there is skipped. Exits 1 when a file could not be copied.
import path from 'node:path';
import { ConfigError, loadConfig } from '../../config';
import { copyUploadsToS3, describeCopy } from './copy-to-s3';
import { createS3Client } from './s3-file-store';

const print = (text: string) => process.stdout.write(`${text}\n`);

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    console.error(
      'S3 is not configured: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        '(and S3_ENDPOINT, S3_FORCE_PATH_STYLE for a store other than Amazon S3; see .env.example).',
    );
    return 1;
  }
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const client = createS3Client(config.s3);
  try {
    print(`Copying ${uploadsDir} to the bucket ${config.s3.bucket} ...`);
    let done = 0;
    const summary = await copyUploadsToS3({
      uploadsDir,
      client,
      bucket: config.s3.bucket,
      onFile: () => {
        done += 1;
        if (done % 100 === 0) print(`  ${done} file(s) done`);
      },
    });
    print(describeCopy(summary));
    return summary.failed.length > 0 ? 1 : 0;
  } finally {
    client.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
