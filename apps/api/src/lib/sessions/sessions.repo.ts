// The read behind every authenticated request: the user and their session, in one indexed query
// (both by primary key), so an ended session is refused at once at no extra cost.
import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { User } from '../../db/schema/index';

export async function findUserInLiveSession(
  db: Database,
  userId: number,
  sessionId: string,
): Promise<User | undefined> {
  const [row] = await db
    .select(getTableColumns(users))
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, userId), eq(sessions.id, sessionId), isNull(sessions.endedAt)));
  return row as User | undefined;
}
