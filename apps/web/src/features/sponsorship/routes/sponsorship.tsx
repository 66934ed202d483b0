// /edrocks/sponsorship: coordinators see the sponsorships, the students with fewer than 3
// sponsors and the sponsors without a student, and pair and un-pair; a sponsor sees their
// students and sponsors a student. (The screen's title is the app bar's h1.)
import { useSession } from '../../../lib/session';
import { SponsorSponsorship } from '../components/sponsor-sponsorship';
import { SponsorshipViews } from '../components/sponsorship-views';

export default function SponsorshipRoute() {
  const role = useSession().userData?.role;
  return role === 'SPONSOR' ? <SponsorSponsorship /> : <SponsorshipViews />;
}
