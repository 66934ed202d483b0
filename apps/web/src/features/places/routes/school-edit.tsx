// /edrocks/schools/new and /edrocks/schools/:id (edit school)
import { PlaceScreen } from '../components/place-screen';

export default function SchoolEditRoute() {
  return <PlaceScreen kind="school" />;
}
