// Queries on refresh_tokens. Callers pass token hashes, never tokens.
import { and, eq, gt, gte, isNull, lt, ne, or, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { preparedStatement, type BoundSql } from '../prepared';
import { refreshTokens, sessions, users } from '../../db/schema/index';
import { recordSourceSql, sourceValues, type SignInSource } from './sign-in-sources';

export interface NewRefreshToken {
  tokenHash: string;
  familyId: string;
  userId: number;
  expiresAt: Date;
}

/**
 * Storing a refresh token and making sure its session (its family) exists, in one statement.
 * With `signedIn`, the same statement records the user's last sign-in (users.last_login_at, the
 * one column of the users module written from here); with `source`, where a sponsor signs in
 * from (sign-in-sources.ts); with `alongside`, it also runs that statement of the caller's (the
 * throttle's success): a sign-in's writes take one round trip. Written once per shape, its
 * values as placeholders (lib/prepared.ts).
 */
function insertStatement({
  signedIn,
  source,
  alongside,
}: {
  signedIn: boolean;
  source: boolean;
  alongside?: SQL | undefined;
}) {
  const value = sql.placeholder;
  const signedInPart = signedIn
    ? sql`, signed_in as (update ${users} set last_login_at = ${value('signedInAt')}::timestamptz where id = ${value('userId')})`
    : sql``;
  const sourcePart = source ? sql`, source as (${recordSourceSql})` : sql``;
  const alongsidePart = alongside ? sql`, alongside as (${alongside})` : sql``;
  return preparedStatement<{ id: number }>(
    sql`with session as (insert into ${sessions} (id, user_id) values (${value('familyId')}::uuid, ${value('userId')}) on conflict (id) do nothing)${signedInPart}${sourcePart}${alongsidePart} insert into ${refreshTokens} (token_hash, family_id, user_id, expires_at) values (${value('tokenHash')}, ${value('familyId')}::uuid, ${value('userId')}, ${value('expiresAt')}::timestamptz) returning id`,
  );
}

type InsertStatement = ReturnType<typeof insertStatement>;

/** One statement per shape: with or without the sign-in, the source, and each `alongside` SQL. */
const insertStatements = new Map<SQL | undefined, Map<string, InsertStatement>>();

function insertStatementFor(signedIn: boolean, source: boolean, alongside?: SQL): InsertStatement {
  let ofAlongside = insertStatements.get(alongside);
  if (!ofAlongside) {
    ofAlongside = new Map();
    insertStatements.set(alongside, ofAlongside);
  }
  const shape = `${signedIn}|${source}`;
  let statement = ofAlongside.get(shape);
  if (!statement) {
    statement = insertStatement({ signedIn, source, alongside });
    ofAlongside.set(shape, statement);
  }
  return statement;
}

export async function insertRefreshToken(
  db: Database,
  token: NewRefreshToken,
  {
    signedInAt,
    alongside,
    source,
  }: {
    signedInAt?: Date | undefined;
    alongside?: BoundSql | undefined;
    /** Where a sponsor signs in from, seen at `sourceSeenAt`. */
    source?: { values: SignInSource; seenAt: Date } | undefined;
  } = {},
): Promise<number> {
  const isSignedIn = signedInAt !== undefined;
  const insert = insertStatementFor(
    isSignedIn,
    source !== undefined,
    isSignedIn ? alongside?.sql : undefined,
  );
  const [row] = await insert(db, {
    ...(isSignedIn ? alongside?.values : {}),
    ...(source ? sourceValues(source.values, source.seenAt) : {}),
    ...token,
    signedInAt,
  });
  if (!row) throw new Error('refresh_tokens insert returned no row');
  return row.id;
}

/**
 * Marks a live token as used in one statement, so two concurrent refreshes with the same token
 * cannot both succeed: the second finds nothing and is treated as reuse.
 */
export async function claimRefreshToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * The second chance of a refresh whose answer was lost (the page was left or the network dropped
 * after the server rotated): `tokenHash` names a token exchanged since `usedSince`, still
 * unrevoked, whose successor was never used. Claims that successor (it was never delivered, or
 * is held by whoever replayed first) so it can be replaced in turn; one statement, so of two
 * concurrent replays only one claims it. Answers the claimed successor, or nothing.
 */
export async function claimUnusedSuccessor(
  db: Database,
  tokenHash: string,
  usedSince: Date,
  now: Date,
) {
  const presented = alias(refreshTokens, 'presented');
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .from(presented)
    .where(
      and(
        eq(presented.tokenHash, tokenHash),
        gte(presented.usedAt, usedSince),
        isNull(presented.revokedAt),
        eq(refreshTokens.id, presented.replacedById),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      userId: refreshTokens.userId,
    });
  return row;
}

export async function findRefreshTokenByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function setRefreshTokenReplacement(
  db: Database,
  id: number,
  replacedById: number,
): Promise<void> {
  await db.update(refreshTokens).set({ replacedById }).where(eq(refreshTokens.id, id));
}

/** Starts a session (the family id of its refresh tokens); idempotent for an existing one. */
/** Removes sessions that ended before `before` (their refresh tokens are revoked already). */
export async function deleteEndedSessions(db: Database, before: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.endedAt, before));
}

/** Ends one session: its access tokens are refused at once and its refresh tokens revoked. */
export async function revokeRefreshTokenFamily(
  db: Database,
  familyId: string,
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.id, familyId), isNull(sessions.endedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, but `keepSessionId` when given (the one changing its password). */
export async function revokeUserRefreshTokens(
  db: Database,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
      ),
    );
}

/** Removes tokens that can no longer be used, keeping recent ones so reuse is still detected. */
export async function deleteStaleRefreshTokens(db: Database, before: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(
      or(
        lt(refreshTokens.expiresAt, before),
        and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, before)),
      ),
    );
}
