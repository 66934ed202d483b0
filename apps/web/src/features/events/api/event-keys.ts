// The query keys of events: the administration's lists, one event, and its orders (sales).
import { recordKeys } from '../../../config/query-keys';

export const EVENT_KEYS = recordKeys('events');
export const EVENT_ORDER_KEYS = {
  of: (eventId: number) => [...EVENT_KEYS.all, 'orders', eventId] as const,
  list: (eventId: number, query: object) => [...EVENT_KEYS.all, 'orders', eventId, query] as const,
};
