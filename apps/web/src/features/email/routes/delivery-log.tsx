// /edrocks/email/log: the delivery log. (The screen's title is the app bar's h1.)
import { DeliveryLog } from '../components/delivery-log';

export default function DeliveryLogRoute() {
  return <DeliveryLog />;
}
