// The read behind every authenticated request: the user and their session, in one indexed query
// (both by primary key), so an ended session is refused at once at no extra cost.
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { User } from '../../db/schema/index';
import { preparedPerDatabase } from '../prepared';

const userInLiveSession = preparedPerDatabase((db) =>
  db
    .select(getTableColumns(users))
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.endedAt),
      ),
    )
    .prepare('user_in_live_session'),
);

/**
 * Whether the session is live (not ended) and its user active: what a signed file URL made for
 * that session needs (lib/files/file-urls.ts).
 */
export async function isSessionLive(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt), eq(users.active, true)));
  return row !== undefined;
}

/** The user of a live session (a signed file URL's), with their role; undefined when ended. */
export async function findLiveSessionUser(
  db: Database,
  sessionId: string,
): Promise<{ userId: number; role: string } | undefined> {
  const [row] = await db
    .select({ userId: users.id, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt), eq(users.active, true)));
  return row;
}

export async function findUserInLiveSession(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<User | undefined> {
  const [row] = await userInLiveSession(db).execute({ userId, sessionId });
  return row as User | undefined;
}
