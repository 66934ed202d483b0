// Configuration: defaults, paths resolved against the repository root, durations, refusals.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, parseDuration, REPO_ROOT } from './config';

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      dataDir: path.join(REPO_ROOT, 'data'),
      demoDataDir: path.join(REPO_ROOT, 'data-demo'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      smtpUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlMs: 60 * 60 * 1000,
      refreshTokenTtlMs: 30 * 24 * 60 * 60 * 1000,
      recoveryTokenTtlMs: 60 * 60 * 1000,
      webDist: path.join(REPO_ROOT, 'apps', 'web', 'dist'),
      bodyLimitBytes: 1024 * 1024,
    });
    expect(config.argon2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
  });

  it('resolves relative folders against the repository root, whatever the working directory', () => {
    expect(REPO_ROOT).toBe(path.resolve(import.meta.dirname, '../../..'));
    expect(loadConfig({ DATA_DIR: './somewhere' }).dataDir).toBe(path.join(REPO_ROOT, 'somewhere'));
    expect(loadConfig({ DATA_DIR: '/srv/portal' }).dataDir).toBe('/srv/portal');
  });

  it('treats empty values as unset and derives PUBLIC_URL from PORT', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', SMTP_URL: ' ', PUBLIC_URL: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.org/' }).publicUrl).toBe(
      'https://portal.example.org',
    );
  });

  it('reads durations and throttle settings', () => {
    const config = loadConfig({
      ACCESS_TOKEN_TTL: '15m',
      REFRESH_TOKEN_TTL: '7d',
      LOGIN_THROTTLE_WINDOW_MINUTES: '5',
      LOGIN_MAX_FAILURES_PER_USERNAME: '3',
    });
    expect(config.accessTokenTtlMs).toBe(15 * 60 * 1000);
    expect(config.refreshTokenTtlMs).toBe(7 * 86_400_000);
    expect(config.loginThrottle.windowMs).toBe(5 * 60 * 1000);
    expect(config.loginThrottle.maxFailuresPerUsername).toBe(3);
  });

  it('refuses invalid values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL: 'soon' })).toThrow(/ACCESS_TOKEN_TTL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.org' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.org', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD/,
    );
  });
});

describe('files on S3', () => {
  const S3_ENV = {
    S3_BUCKET: 'portal-files',
    S3_REGION: 'eu-west-1',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
  };

  it('keeps files in DATA_DIR/uploads when no S3 variable is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: '', S3_FORCE_PATH_STYLE: 'false' }).s3).toBeUndefined();
  });

  it('reads the bucket, the optional endpoint and the path style', () => {
    expect(loadConfig(S3_ENV).s3).toEqual({
      bucket: 'portal-files',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      ...S3_ENV,
      S3_ENDPOINT: 'https://minio.example.org:9000/',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3;
    expect(minio).toMatchObject({
      endpoint: 'https://minio.example.org:9000',
      forcePathStyle: true,
    });
  });

  it('stops the start-up on half a configuration, naming what is missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'portal-files' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /missing: S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'https://minio.example.org' })).toThrow(
      /missing: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...S3_ENV, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('parseDuration', () => {
  it.each([
    ['90s', 90_000],
    ['60m', 3_600_000],
    ['12h', 43_200_000],
    ['30d', 2_592_000_000],
    ['250ms', 250],
    ['45', 45_000],
  ])('%s -> %i ms', (input, expected) => {
    expect(parseDuration(input)).toBe(expected);
  });

  it('refuses what it does not understand', () => {
    expect(parseDuration('1 week')).toBeUndefined();
  });
});

describe('.env.example', () => {
  const lines = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8').split('\n');
  const documented = Object.fromEntries(
    lines
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('documents every variable the API reads, and no other', () => {
    expect(Object.keys(documented).sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('shows the real defaults', () => {
    expect(loadConfig(documented)).toEqual(loadConfig({}));
  });
});
