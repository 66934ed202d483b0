// /event and /event/{slug} (public): the upcoming events, or one event's page and its tickets.
// Plain (no component library), like every public page: light on a phone.
import { useParams } from 'react-router';
import { PlainCard, PlainLayout } from '../../../components/plain';
import { PublicEventList } from '../components/public-event-list';
import { PublicEventPage } from '../components/public-event-page';
import '../components/public-events.css';

export default function PublicEventRoute() {
  const { slug } = useParams();
  return (
    <PlainLayout wide>
      {slug ? (
        <PlainCard>
          <PublicEventPage key={slug} slug={slug} />
        </PlainCard>
      ) : (
        <PublicEventList />
      )}
    </PlainLayout>
  );
}
