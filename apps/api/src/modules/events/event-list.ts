// The events list of the administration (GET EVENT_ENDPOINTS.list), described once: the filters
// (published, upcoming or past at the moment of the request, a search in the name and the
// address), the sort keys, and each row as its event; the page's seat counts are added by
// `listEvents`.
import { and, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { EventPage, EventSortField } from '@portal/shared';
import { events } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { PageRequest, SortKey } from '../../lib/list-page';
import { countTableRows } from '../../lib/list-rows';
import type { EventsContext } from './events-context';
import { summaryOf } from './event-projections';
import { countSeats } from './events-seats.repo';
import { escapeLike, selectEventRecords, type EventListRecord, type EventRow } from './events.repo';

export interface EventListRequest {
  q?: string | undefined;
  published?: boolean | undefined;
  when?: 'upcoming' | 'past' | undefined;
  sort: string;
  order: 'asc' | 'desc';
}

/** The list's conditions at `now` (what is upcoming and past depends on it). */
function eventListConditions(now: Date, filters: EventListRequest) {
  const q = filters.q?.trim();
  return and(
    filters.published === undefined ? undefined : eq(events.published, filters.published),
    filters.when === 'upcoming' ? gt(events.endsAt, now) : undefined,
    filters.when === 'past' ? lte(events.endsAt, now) : undefined,
    q
      ? or(
          sql`${events.name} ilike ${`%${escapeLike(q)}%`}`,
          sql`${events.slug} ilike ${`%${escapeLike(q)}%`}`,
        )
      : undefined,
  );
}

function eventSortKeys(sort: EventSortField): Array<SortKey<EventListRecord>> {
  const id: SortKey<EventListRecord> = {
    column: events.id,
    type: 'integer',
    value: (row) => row.event.id,
  };
  if (sort === 'name')
    return [{ column: events.name, type: 'text', value: (row) => row.event.name }, id];
  return [
    { column: sql`${events.startsAt}`, type: 'timestamp', value: (row) => row.startsAtKey },
    id,
  ];
}

export const eventList = defineList<Date, EventListRequest, EventListRecord, EventRow>({
  where: eventListConditions,
  // The repo reads a window of the events itself, so the list counts them apart.
  select: selectEventRecords,
  total: (db, now, filters) => countTableRows(db, events, eventListConditions(now, filters)),
  sortKeys: (request) => eventSortKeys(request.sort as EventSortField),
  toItem: (row) => row.event,
});

/** A page of the events list, each event with its seats sold, held and left. */
export async function listEvents(
  context: EventsContext,
  query: EventListRequest & PageRequest,
): Promise<EventPage> {
  const { db, clock } = context;
  const now = clock.now();
  const page = await eventList.page(db, now, query, undefined);
  const counts = await countSeats(
    db,
    page.items.map((event) => event.id),
    now,
  );
  return {
    ...page,
    items: page.items.map((event) => summaryOf(context, event, counts.get(event.id), now)),
  };
}
