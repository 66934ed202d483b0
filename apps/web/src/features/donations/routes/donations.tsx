// /edrocks/donations: a sponsor's own pages (link, QR code, totals, messages); coordinators'
// list of gifts. (The screen's title is the app bar's h1.)
import { useSession } from '../../../lib/session';
import { DonationsList } from '../components/donations-list';
import { MyDonationPages } from '../components/my-donation-pages';

export default function DonationsRoute() {
  const role = useSession().userData?.role;
  return role === 'SPONSOR' ? <MyDonationPages /> : <DonationsList />;
}
