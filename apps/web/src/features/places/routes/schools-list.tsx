// /edrocks/schools
import { PlacesList } from '../components/places-list';

export default function SchoolsListRoute() {
  return <PlacesList kind="school" />;
}
