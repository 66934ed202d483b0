// Sign-in state that must be shared by every API instance: refresh tokens, failed-login
// counters and password recovery tokens. Tokens are stored as SHA-256 hashes only.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';
import { users } from './users';

/**
 * A signed-in session: one per sign-in, named by every access token (`sid`) and shared by the
 * refresh tokens rotated from it (their family id is the session id). Ending it (logout, reuse
 * of a rotated refresh token, recovery, deactivation, a password change elsewhere) refuses its
 * access tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    /** Every token rotated from one sign-in shares a family; reuse of a rotated token revokes it whole. */
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when the token was exchanged for a new one. */
    usedAt: timestamptz('used_at'),
    replacedById: integer('replaced_by_id'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** One row per throttled key: `user:<email>` or `ip:<address>`. */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamptz('window_started_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
    updatedAt: updatedAt(),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowStartedAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    index('password_reset_tokens_user_idx').on(t.userId),
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Where a sponsor signs in from: the address, a hash of the browser's own id (none: '') and the
 * browser, first and last seen, one row per address and device. Recorded when a sponsor's
 * session starts or is refreshed, removed SIGN_IN_SOURCE_DAYS after it was last seen: a parent's
 * signature from one of them is held for a coordinator's check (decision 030). Only sponsors'.
 */
export const signInSources = pgTable(
  'sign_in_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    deviceHash: text('device_hash').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    firstSeenAt: timestamptz('first_seen_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (t) => [
    uniqueIndex('sign_in_sources_unique').on(t.userId, t.ip, t.deviceHash),
    index('sign_in_sources_last_seen_idx').on(t.lastSeenAt),
  ],
);
