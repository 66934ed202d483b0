// The data requests' table: the queue's rows with the names of the person's account and of who
// recorded it (read-only joins of users), inserts and state changes.
import { aliasedTable, and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { OPEN_DATA_REQUEST_STATES, type DataRequest, type DataRequestState } from '@portal/shared';
import type { Database } from '../../db/client';
import { dataRequests, users, type DataRequestRow } from '../../db/schema/index';

/** The account a request is about, when it has one: its name and e-mail are read from there. */
export const person = aliasedTable(users, 'person');
const recorder = aliasedTable(users, 'recorder');

const columns = {
  id: dataRequests.id,
  kind: dataRequests.kind,
  userId: dataRequests.userId,
  personName: sql<string>`coalesce(${person.firstName} || ' ' || ${person.lastName}, ${dataRequests.personName})`,
  personEmail: sql<string>`coalesce(${person.email}, ${dataRequests.personEmail})`,
  message: dataRequests.message,
  source: dataRequests.source,
  recordedBy: dataRequests.recordedBy,
  recorderName: sql<string | null>`${recorder.firstName} || ' ' || ${recorder.lastName}`,
  receivedOn: dataRequests.receivedOn,
  dueOn: dataRequests.dueOn,
  state: dataRequests.state,
  note: dataRequests.note,
  closedAt: dataRequests.closedAt,
};

export type DataRequestRecord = Awaited<ReturnType<typeof findDataRequest>> & {};

/** The queue's rows with their names (the list adds its conditions and order). */
export function selectDataRequests(db: Database) {
  return db
    .select(columns)
    .from(dataRequests)
    .leftJoin(person, eq(person.id, dataRequests.userId))
    .leftJoin(recorder, eq(recorder.id, dataRequests.recordedBy));
}

export async function findDataRequest(db: Database, id: number) {
  const [row] = await selectDataRequests(db).where(eq(dataRequests.id, id));
  return row;
}

/** Whether a request still waiting is past its due date on `today`. */
export function isOverdue(row: { state: DataRequestState; dueOn: string }, today: string): boolean {
  return (OPEN_DATA_REQUEST_STATES as readonly string[]).includes(row.state) && row.dueOn < today;
}

export function toDataRequest(row: NonNullable<DataRequestRecord>, today: string): DataRequest {
  return {
    id: row.id,
    kind: row.kind,
    person: { userId: row.userId, name: row.personName, email: row.personEmail },
    message: row.message,
    source: row.source,
    recordedBy: { id: row.recordedBy, name: row.recorderName },
    receivedOn: row.receivedOn,
    dueOn: row.dueOn,
    state: row.state,
    note: row.note,
    isOverdue: isOverdue(row, today),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The condition of the requests still waiting after their due date. */
export function overdueCondition(today: string) {
  return and(
    inArray(dataRequests.state, [...OPEN_DATA_REQUEST_STATES]),
    lt(dataRequests.dueOn, today),
  );
}

export async function countOverdue(db: Database, today: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(dataRequests)
    .where(overdueCondition(today));
  return row?.value ?? 0;
}

export async function insertDataRequest(
  db: Database,
  values: Omit<typeof dataRequests.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await db.insert(dataRequests).values(values).returning({ id: dataRequests.id });
  if (!row) throw new Error('data request not inserted');
  return row.id;
}

export async function updateDataRequest(
  db: Database,
  id: number,
  change: Pick<DataRequestRow, 'state' | 'note' | 'closedAt' | 'updatedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(dataRequests)
    .set(change)
    .where(eq(dataRequests.id, id))
    .returning({ id: dataRequests.id });
  return rows.length > 0;
}
