// Data requests recorded, filed and worked: a coordinator records one received by mail, phone
// or in person (about an account, or a name and an e-mail); each signed-in person files their
// own from the profile, a few a day (the database's throttle); the super admin moves it through
// its states with a note. Every request is due DATA_REQUEST_DUE_DAYS after the day it came.
import {
  DATA_REQUEST_ERRORS,
  OWN_DATA_REQUESTS_PER_DAY,
  dataRequestDueOn,
  utcDate,
  type DataRequest,
  type DataRequestCreateParsed,
  type DataRequestPage,
  type DataRequestUpdateParsed,
  type OwnDataRequestParsed,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError, throttledError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import type { DataRequestsContext } from './data-requests-context';
import { dataRequestList, type DataRequestFilters } from './data-requests-list';
import {
  countOverdue,
  findDataRequest,
  insertDataRequest,
  toDataRequest,
  updateDataRequest,
} from './data-requests.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

async function readBack(context: DataRequestsContext, id: number): Promise<DataRequest> {
  const row = await findDataRequest(context.db, id);
  if (!row) throw appError(DATA_REQUEST_ERRORS.DATA_REQUEST_NOT_FOUND);
  return toDataRequest(row, utcDate(context.clock.now()));
}

export async function listDataRequests(
  context: DataRequestsContext,
  request: PageRequest & DataRequestFilters,
): Promise<DataRequestPage> {
  const today = utcDate(context.clock.now());
  const page = await dataRequestList.page(context.db, { today }, request, today);
  return { ...page, overdue: await countOverdue(context.db, today) };
}

/** The export's rows: the queue's, searched, filtered and sorted as the list, read in batches. */
export function exportDataRequests(
  context: DataRequestsContext,
  filters: DataRequestFilters,
): { today: string; rows: AsyncIterable<DataRequest> } {
  const today = utcDate(context.clock.now());
  const rows = dataRequestList.rows(context.db, { today }, filters);
  return { today, rows: mapRows(rows, (row) => toDataRequest(row, today)) };
}

async function* mapRows<Row, Item>(rows: AsyncIterable<Row>, map: (row: Row) => Item) {
  for await (const row of rows) yield map(row);
}

export async function recordDataRequest(
  context: DataRequestsContext,
  auth: AuthContext,
  input: DataRequestCreateParsed,
): Promise<DataRequest> {
  const today = utcDate(context.clock.now());
  const receivedOn = input.receivedOn ?? today;
  if (receivedOn > today) throw appError(DATA_REQUEST_ERRORS.DATA_REQUEST_RECEIVED_IN_FUTURE);
  if (input.userId !== undefined && !(await context.findUserById(context.db, input.userId))) {
    throw appError(DATA_REQUEST_ERRORS.DATA_REQUEST_NOT_FOUND);
  }
  const id = await insertDataRequest(context.db, {
    kind: input.kind,
    userId: input.userId ?? null,
    // With an account, its current name and e-mail are shown; nothing is copied.
    personName: input.userId === undefined ? input.personName : '',
    personEmail: input.userId === undefined ? input.personEmail : '',
    message: input.message,
    source: 'staff',
    recordedBy: auth.userId,
    receivedOn,
    dueOn: dataRequestDueOn(receivedOn),
  });
  return readBack(context, id);
}

export async function fileOwnDataRequest(
  context: DataRequestsContext,
  auth: AuthContext,
  input: OwnDataRequestParsed,
): Promise<DataRequest> {
  const reservation = await context.throttle.reserve([
    { key: `data-request:user:${auth.userId}`, limit: OWN_DATA_REQUESTS_PER_DAY, windowMs: DAY_MS },
  ]);
  if (!reservation.isAllowed) {
    throw throttledError('TOO_MANY_DATA_REQUESTS', reservation.retryAfterSeconds);
  }
  const today = utcDate(context.clock.now());
  const id = await insertDataRequest(context.db, {
    kind: input.kind,
    userId: auth.userId,
    message: input.message,
    source: 'self',
    recordedBy: auth.userId,
    receivedOn: today,
    dueOn: dataRequestDueOn(today),
  });
  return readBack(context, id);
}

export async function changeDataRequest(
  context: DataRequestsContext,
  id: number,
  input: DataRequestUpdateParsed,
): Promise<DataRequest> {
  const now = context.clock.now();
  const isClosed = input.state === 'done' || input.state === 'refused';
  const isChanged = await updateDataRequest(context.db, id, {
    state: input.state,
    note: input.note,
    closedAt: isClosed ? now : null,
    updatedAt: now,
  });
  if (!isChanged) throw appError(DATA_REQUEST_ERRORS.DATA_REQUEST_NOT_FOUND);
  return readBack(context, id);
}
