// The S3 variables (read by config.ts with the others) turned into the bucket's settings. Half a
// configuration is refused: files would land on one host's disk while the operator believes
// they are shared (decision 046).

/** Where uploaded files live when not in DATA_DIR/uploads: an S3-compatible bucket. */
export interface S3Settings {
  bucket: string;
  /** Unset: Amazon S3 itself (by region); otherwise the store's URL (MinIO, R2, Ceph ...). */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (http://host/bucket/key), not in the host name: most self-hosted stores want it. */
  forcePathStyle: boolean;
}

export interface S3Variables {
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
}

const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The settings; undefined when no S3 variable is set; a message when only some are. */
export function parseS3Settings(variables: S3Variables): S3Settings | undefined | string {
  const missing = REQUIRED.filter((name) => variables[name] === undefined);
  const hasOptional = variables.S3_ENDPOINT !== undefined || variables.S3_FORCE_PATH_STYLE;
  if (missing.length === REQUIRED.length && !hasOptional) return undefined;
  if (missing.length > 0) {
    return (
      `files on S3 need ${REQUIRED.join(', ')} together (S3_ENDPOINT and S3_FORCE_PATH_STYLE ` +
      `are optional); missing: ${missing.join(', ')}`
    );
  }
  return {
    bucket: variables.S3_BUCKET as string,
    endpoint: variables.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: variables.S3_REGION as string,
    accessKeyId: variables.S3_ACCESS_KEY_ID as string,
    secretAccessKey: variables.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: variables.S3_FORCE_PATH_STYLE,
  };
}
