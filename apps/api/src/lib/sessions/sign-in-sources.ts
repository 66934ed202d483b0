// Where sponsors sign in from (sign_in_sources, decision 030): the address, a hash of the
// browser's own id and the browser, recorded in the statement that starts or refreshes a
// sponsor's session (refresh-tokens.repo.ts), kept SIGN_IN_SOURCE_DAYS after last seen. The
// parent agreement asks whether a parent's signature came from one of them.
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { SIGN_IN_SOURCE_DAYS } from '@portal/shared';
import type { Database } from '../../db/client';
import { signInSources } from '../../db/schema/index';
import { hashToken } from '../tokens';

export const SIGN_IN_SOURCE_MS = SIGN_IN_SOURCE_DAYS * 24 * 60 * 60 * 1000;

/** A sign-in's source as stored: the device id only as its hash ('' when none was sent). */
export interface SignInSource {
  ip: string;
  deviceHash: string;
  userAgent: string;
}

/** The source of a request: its address, browser and the device id it sent (if any). */
export function signInSource(request: {
  ip: string;
  userAgent: string;
  deviceId?: string | undefined;
}): SignInSource {
  return {
    ip: request.ip.slice(0, 100),
    deviceHash: request.deviceId ? deviceHash(request.deviceId) : '',
    userAgent: request.userAgent.slice(0, 500),
  };
}

/** How a device id is kept: a hash, so the stored value cannot be replayed as the id. */
export function deviceHash(deviceId: string): string {
  return hashToken(`device:${deviceId}`);
}

/**
 * Records (or refreshes) a source, as a CTE of the session's own statement: its placeholders are
 * `userId` (the host's) and the `source*` values of `sourceValues`.
 */
export const recordSourceSql = sql`insert into ${signInSources} (user_id, ip, device_hash, user_agent, first_seen_at, last_seen_at) values (${sql.placeholder('userId')}, ${sql.placeholder('sourceIp')}, ${sql.placeholder('sourceDevice')}, ${sql.placeholder('sourceAgent')}, ${sql.placeholder('sourceSeenAt')}::timestamptz, ${sql.placeholder('sourceSeenAt')}::timestamptz) on conflict (user_id, ip, device_hash) do update set user_agent = excluded.user_agent, last_seen_at = excluded.last_seen_at`;

export function sourceValues(source: SignInSource, seenAt: Date) {
  return {
    sourceIp: source.ip,
    sourceDevice: source.deviceHash,
    sourceAgent: source.userAgent,
    sourceSeenAt: seenAt,
  };
}

/** The user's sources seen since `since`, the latest first. */
export function findSignInSources(db: Database, userId: number, since: Date) {
  return db
    .select({
      ip: signInSources.ip,
      deviceHash: signInSources.deviceHash,
      lastSeenAt: signInSources.lastSeenAt,
    })
    .from(signInSources)
    .where(and(eq(signInSources.userId, userId), gte(signInSources.lastSeenAt, since)))
    .orderBy(desc(signInSources.lastSeenAt))
    .limit(1000);
}

/** Removes the sources last seen before `before` (kept no longer than they are needed). */
export async function deleteOldSignInSources(db: Database, before: Date): Promise<void> {
  await db.delete(signInSources).where(lt(signInSources.lastSeenAt, before));
}
