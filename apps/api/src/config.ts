// The only reader of process.env: every setting is parsed once here, with its default, into a
// typed object that the rest of the API receives. `.env.example` at the repository root
// documents the same variables.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseS3Settings, type S3Settings } from './lib/files/s3-settings';
import { parsePushSettings, type PushSettings } from './lib/push/push-settings';

/** The repository root, so that relative paths mean the same whichever workspace script runs us. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DURATION = /^(\d+)\s*(ms|s|m|h|d)$/;
const DURATION_UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "90s", "60m", "12h", "30d" (or a bare number of seconds) -> milliseconds. */
export function parseDuration(value: string): number | undefined {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const match = DURATION.exec(trimmed);
  if (!match) return undefined;
  const unit = match[2] as keyof typeof DURATION_UNIT_MS;
  return Number(match[1]) * DURATION_UNIT_MS[unit];
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const ms = parseDuration(value);
      if (ms === undefined || ms <= 0) {
        ctx.addIssue({
          code: 'custom',
          message: 'expected a duration such as 90s, 60m, 12h or 30d',
        });
        return z.NEVER;
      }
      return ms;
    });

const int = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback);

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Unset, or set to an empty string in a .env file, both mean "not configured". */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * One origin as a browser sends it: scheme, host and port only (`https://app.example.org`), no
 * path, no trailing slash. http(s) origins must be written as the browser writes them (lower
 * case, no default port); other schemes (an app wrapper's `capacitor://localhost`) by shape.
 */
function isExactOrigin(value: string): boolean {
  if (/^https?:\/\//i.test(value)) {
    try {
      return new URL(value).origin === value;
    } catch {
      return false;
    }
  }
  return /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(:\d{1,5})?$/.test(value);
}

/** Comma-separated exact origins; unset or empty: none. */
const originList = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const origins = value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '');
    for (const origin of origins.filter((entry) => !isExactOrigin(entry))) {
      ctx.addIssue({
        code: 'custom',
        message: `"${origin}" is not an origin: expected scheme, host and port only, such as https://app.example.org (no path, no trailing slash)`,
      });
    }
    return [...new Set(origins)];
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DEMO_DATA_DIR: z.string().min(1).default('./data-demo'),
  DATABASE_URL: optionalString,
  DATABASE_POOL_MAX: int(10, 1),
  PUBLIC_URL: optionalString,
  CORS_ORIGINS: originList,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('Sponsorship Portal <no-reply@localhost>'),
  MAIL_RATE_PER_SECOND: int(0, 0),
  MAIL_SMTP_CONNECTIONS: int(5, 1),
  MAIL_BATCH_SIZE: int(20, 1),
  MAIL_BOUNCE_THRESHOLD: int(3, 1),
  UNSUBSCRIBE_LINK_MAX_FAILURES_PER_IP: int(20, 1),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32).optional()),
  ACCESS_TOKEN_TTL: duration('60m'),
  REFRESH_TOKEN_TTL: duration('30d'),
  RECOVERY_TOKEN_TTL: duration('60m'),
  INVITATION_TOKEN_TTL: duration('7d'),
  PARENT_AGREEMENT_LINK_TTL: duration('14d'),
  TRANSLATOR_URL: optionalString.pipe(z.url().optional()),
  TRANSLATOR_API_KEY: optionalString,
  TRANSLATOR_TIMEOUT: duration('15s'),
  LETTER_TRANSLATION_REVIEW: bool(true),
  LETTER_CLAIM_TTL: duration('2h'),
  LETTER_REVIEW_ALL: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).default('./apps/web/dist'),
  TRUST_PROXY: bool(false),
  METRICS_TOKEN: optionalString.pipe(z.string().min(24).optional()),
  BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  LOGIN_MAX_FAILURES_PER_USERNAME: int(10, 1),
  LOGIN_MAX_FAILURES_PER_IP: int(100, 1),
  LOGIN_THROTTLE_WINDOW_MINUTES: int(15, 1),
  LOGIN_BACKOFF_MS: int(1000, 0),
  LOGIN_BACKOFF_MAX_MS: int(60_000, 0),
  SIGNUP_MAX_FAILURES_PER_IP: int(20, 1),
  SIGNUP_MAX_ACCOUNTS_PER_IP: int(30, 1),
  AGREEMENT_LINK_MAX_FAILURES_PER_IP: int(20, 1),
  RECOVERY_MAX_REQUESTS_PER_IP: int(20, 1),
  RECOVERY_MAX_MAILS_PER_EMAIL: int(3, 1),
  PASSWORD_CHANGE_MAX_FAILURES: int(5, 1),
  ARGON2_MEMORY_KIB: int(19_456, 8),
  ARGON2_TIME_COST: int(2, 1),
  ARGON2_PARALLELISM: int(1, 1),
  PAYMENT_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'expected a three-letter currency code such as USD')
    .default('USD'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  DONATION_MIN_CENTS: int(500, 1),
  DONATION_MAX_CENTS: int(1_000_000, 1),
  DONATION_PRESETS_CENTS: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'expected amounts in cents separated by commas, e.g. 2500,5000')
    .default('2500,5000,10000,36500'),
  DONATION_GOAL_CENTS: int(36_500, 1),
  DONATION_PAGE_STUDENT_PHOTO: bool(false),
  EVENT_HOLD_TTL: duration('10m'),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  PUSH_TEST_ORIGINS: originList,
});

export type Env = Record<string, string | undefined>;

/** Every variable the API reads (each is documented in .env.example). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  /** Absolute. Holds the PGlite database (when no DATABASE_URL), secrets and uploads. */
  dataDir: string;
  demoDataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** Where people reach the portal; used in links sent by e-mail. No trailing slash. */
  publicUrl: string;
  /** The other origins whose pages may call the API (the phone app's); empty: none. */
  corsOrigins: string[];
  smtpUrl: string | undefined;
  /** Bearer token of GET /metrics; unset: no metrics endpoint. */
  metricsToken: string | undefined;
  mailFrom: string;
  /** The mail queue's throughput and bounce rule (lib/mailer.ts, decision 042). */
  mail: {
    /** Messages a second the SMTP server is handed by all processes together; 0: no limit. */
    ratePerSecond: number;
    /** Connections each process keeps open to the SMTP server. */
    smtpConnections: number;
    /** Messages a worker claims at once. */
    batchSize: number;
    /** Permanent refusals in a row that mark an address bouncing (campaigns skip it). */
    bounceThreshold: number;
    /** Unknown unsubscribe links tried per client address, in the login window. */
    unsubscribeMaxFailuresPerIp: number;
  };
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtlMs: number;
  refreshTokenTtlMs: number;
  recoveryTokenTtlMs: number;
  /** How long the "choose your password" link of a new account works. */
  invitationTokenTtlMs: number;
  /** How long a parent agreement link works (resending replaces it at once). */
  parentAgreementLinkTtlMs: number;
  /** Unknown parent agreement keys tried per client address, in the login window. */
  agreementLinkMaxFailuresPerIp: number;
  /** Letters: the translation service (LibreTranslate's HTTP API); unset: coordinators translate. */
  translator: { url: string; apiKey: string | undefined; timeoutMs: number } | undefined;
  /** A machine translation waits for a coordinator's approval before delivery. */
  letterTranslationReview: boolean;
  /** How long a coordinator's claim on a waiting letter holds before others may take it. */
  letterClaimTtlMs: number;
  /** Every sent letter waits for a coordinator, whatever the screening found. */
  letterReviewAll: boolean;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Throttles of everything a stranger can guess: decisions/010-throttling.md. */
  loginThrottle: {
    /** Per account and address (hard), and per account before the backoff starts. */
    maxFailuresPerUsername: number;
    /** Per address across accounts (addresses where the account signed in before are exempt). */
    maxFailuresPerIp: number;
    windowMs: number;
    /** Per account past its limit: the first wait, doubling up to `backoffMaxMs`. */
    backoffMs: number;
    backoffMaxMs: number;
  };
  /** Failed sign-ups (wrong codes, e-mails already used) per client address, in the login window. */
  signupThrottle: {
    maxFailuresPerIp: number;
    /** Accounts made per client address per hour. */
    maxAccountsPerIp: number;
  };
  /** Recovery requests per address per hour, and recovery mails per e-mail per hour. */
  recoveryThrottle: {
    maxRequestsPerIp: number;
    maxMailsPerEmail: number;
  };
  /** Wrong current passwords per user in the login window. */
  passwordChangeMaxFailures: number;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Donations and ticket sales: one currency; Stripe Checkout when both keys are set, else the built-in test provider. */
  payments: {
    /** ISO 4217, upper case. Amounts are integer cents of it. */
    currency: string;
    stripe: { secretKey: string; webhookSecret: string } | undefined;
  };
  donations: {
    minCents: number;
    maxCents: number;
    /** The amounts the donation form offers as buttons. */
    presetsCents: number[];
    /** A sponsor's page raises this much per student and year. */
    goalCents: number;
    /** Public pages show the student's photo (otherwise the first name only). */
    showStudentPhoto: boolean;
  };
  events: {
    /** How long an order holds its seats while the buyer pays. */
    holdTtlMs: number;
  };
  /** Uploaded files in this bucket; unset: in DATA_DIR/uploads (decision 046). */
  s3: S3Settings | undefined;
  /** Web Push (lib/push): the VAPID keys when set (else kept in DATA_DIR), who the server is. */
  push: PushSettings;
}

export class ConfigError extends Error {}

function resolveFromRoot(value: string): string {
  return path.isAbsolute(value) ? value : path.resolve(REPO_ROOT, value);
}

/** Parses the environment (process.env unless told otherwise) into a Config, or throws ConfigError. */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    );
  }
  const presetsCents = e.DONATION_PRESETS_CENTS.split(',').map(Number);
  if (e.DONATION_MIN_CENTS > e.DONATION_MAX_CENTS) {
    throw new ConfigError(
      'Invalid configuration: DONATION_MIN_CENTS is more than DONATION_MAX_CENTS',
    );
  }
  if (presetsCents.some((cents) => cents < e.DONATION_MIN_CENTS || cents > e.DONATION_MAX_CENTS)) {
    throw new ConfigError(
      'Invalid configuration: every DONATION_PRESETS_CENTS amount must lie within the minimum and maximum',
    );
  }
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      'Invalid configuration: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither',
    );
  }
  const s3 = parseS3Settings(e);
  if (typeof s3 === 'string') throw new ConfigError(`Invalid configuration: ${s3}`);
  const push = parsePushSettings(e);
  if (typeof push === 'string') throw new ConfigError(`Invalid configuration: ${push}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolveFromRoot(e.DATA_DIR),
    demoDataDir: resolveFromRoot(e.DEMO_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS,
    smtpUrl: e.SMTP_URL,
    metricsToken: e.METRICS_TOKEN,
    mailFrom: e.MAIL_FROM,
    mail: {
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      smtpConnections: e.MAIL_SMTP_CONNECTIONS,
      batchSize: e.MAIL_BATCH_SIZE,
      bounceThreshold: e.MAIL_BOUNCE_THRESHOLD,
      unsubscribeMaxFailuresPerIp: e.UNSUBSCRIBE_LINK_MAX_FAILURES_PER_IP,
    },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL,
    refreshTokenTtlMs: e.REFRESH_TOKEN_TTL,
    recoveryTokenTtlMs: e.RECOVERY_TOKEN_TTL,
    invitationTokenTtlMs: e.INVITATION_TOKEN_TTL,
    parentAgreementLinkTtlMs: e.PARENT_AGREEMENT_LINK_TTL,
    agreementLinkMaxFailuresPerIp: e.AGREEMENT_LINK_MAX_FAILURES_PER_IP,
    translator: e.TRANSLATOR_URL
      ? {
          url: e.TRANSLATOR_URL.replace(/\/+$/, ''),
          apiKey: e.TRANSLATOR_API_KEY,
          timeoutMs: e.TRANSLATOR_TIMEOUT,
        }
      : undefined,
    letterTranslationReview: e.LETTER_TRANSLATION_REVIEW,
    letterClaimTtlMs: e.LETTER_CLAIM_TTL,
    letterReviewAll: e.LETTER_REVIEW_ALL,
    logLevel: e.LOG_LEVEL,
    webDist: resolveFromRoot(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    loginThrottle: {
      maxFailuresPerUsername: e.LOGIN_MAX_FAILURES_PER_USERNAME,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMs: e.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000,
      backoffMs: e.LOGIN_BACKOFF_MS,
      backoffMaxMs: e.LOGIN_BACKOFF_MAX_MS,
    },
    signupThrottle: {
      maxFailuresPerIp: e.SIGNUP_MAX_FAILURES_PER_IP,
      maxAccountsPerIp: e.SIGNUP_MAX_ACCOUNTS_PER_IP,
    },
    recoveryThrottle: {
      maxRequestsPerIp: e.RECOVERY_MAX_REQUESTS_PER_IP,
      maxMailsPerEmail: e.RECOVERY_MAX_MAILS_PER_EMAIL,
    },
    passwordChangeMaxFailures: e.PASSWORD_CHANGE_MAX_FAILURES,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    payments: {
      currency: e.PAYMENT_CURRENCY.toUpperCase(),
      stripe:
        e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_WEBHOOK_SECRET !== undefined
          ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET }
          : undefined,
    },
    donations: {
      minCents: e.DONATION_MIN_CENTS,
      maxCents: e.DONATION_MAX_CENTS,
      presetsCents,
      goalCents: e.DONATION_GOAL_CENTS,
      showStudentPhoto: e.DONATION_PAGE_STUDENT_PHOTO,
    },
    events: { holdTtlMs: e.EVENT_HOLD_TTL },
    s3,
    push,
  };
}
