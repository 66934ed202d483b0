// /edrocks/villages
import { PlacesList } from '../components/places-list';

export default function VillagesListRoute() {
  return <PlacesList kind="village" />;
}
