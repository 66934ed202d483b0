// /events/check-in ("Check-in"): coordinators check tickets in at the door.
import { CheckInScreen } from '../components/check-in-screen';

export default function CheckInRoute() {
  return <CheckInScreen />;
}
