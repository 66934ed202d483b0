// Data requests: the plain values the screens and the schemas share (the API paths, the kinds,
// the states, the limits). Kept apart from the schemas (data-requests.ts) so that the list
// screen needs no validator (decision 028).

/** The data requests' API paths (data-requests-endpoints.ts). */
export const DATA_REQUEST_PATHS = {
  /** The queue (GET) and a request recorded by a coordinator (POST). */
  requests: '/edrocks/api/data-requests',
  /** The queue as CSV or Excel, with the list's filters (GET `?format=csv|xlsx`). */
  requestsExport: '/edrocks/api/data-requests/export',
  /** One request: its state and note changed (PATCH). */
  request: '/edrocks/api/data-requests/:id',
  /** A request the signed-in person files about themselves, from the profile. */
  mine: '/edrocks/api/me/data-requests',
} as const;

/** A copy of the person's data, its erasure, or a correction of it. */
export const DATA_REQUEST_KINDS = ['export', 'erase', 'correction'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

export const DATA_REQUEST_STATES = ['open', 'inProgress', 'done', 'refused'] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];

/** How a request came: filed by the person from their profile, or recorded by a coordinator. */
export const DATA_REQUEST_SOURCES = ['self', 'staff'] as const;
export type DataRequestSource = (typeof DATA_REQUEST_SOURCES)[number];

/** States in which a request still waits for an answer (overdue once past its due date). */
export const OPEN_DATA_REQUEST_STATES = ['open', 'inProgress'] as const;

/** A request is due this many days after it was received. */
export const DATA_REQUEST_DUE_DAYS = 30;

export const DATA_REQUEST_MESSAGE_MAX_LENGTH = 2000;
export const DATA_REQUEST_NOTE_MAX_LENGTH = 2000;

/** How many requests one person may file from their profile per day. */
export const OWN_DATA_REQUESTS_PER_DAY = 5;

export const DATA_REQUEST_SORT_FIELDS = ['dueOn', 'receivedOn'] as const;
export type DataRequestSortField = (typeof DATA_REQUEST_SORT_FIELDS)[number];

/** The day a request received on `day` is due (both YYYY-MM-DD). */
export function dataRequestDueOn(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + DATA_REQUEST_DUE_DAYS);
  return date.toISOString().slice(0, 10);
}
