// /edrocks/sponsorship: coordinators pair and un-pair; a sponsor sees their students and
// sponsors a student. (The screen's title is the app bar's h1.)
import { useSession } from '../../../lib/session';
import { SponsorSponsorship } from '../components/sponsor-sponsorship';
import { SponsorshipsList } from '../components/sponsorships-list';

export default function SponsorshipRoute() {
  const role = useSession().userData?.role;
  return role === 'SPONSOR' ? <SponsorSponsorship /> : <SponsorshipsList />;
}
