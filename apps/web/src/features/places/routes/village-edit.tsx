// /edrocks/villages/new and /edrocks/villages/:id (edit village)
import { PlaceScreen } from '../components/place-screen';

export default function VillageEditRoute() {
  return <PlaceScreen kind="village" />;
}
