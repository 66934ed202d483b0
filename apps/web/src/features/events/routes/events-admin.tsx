// /events/admin ("Events"): the list of events, or one event's sales when the address names it
// (`?event={id}`), so that back and reload keep where the coordinator was.
import { useSearchParams } from 'react-router';
import { EventSales } from '../components/event-sales';
import { EventsList } from '../components/events-list';

export default function EventsAdminRoute() {
  const [params] = useSearchParams();
  const id = Number(params.get('event'));
  return Number.isInteger(id) && id > 0 ? <EventSales key={id} id={id} /> : <EventsList />;
}
