// /edrocks/reports/sponsorship: the sponsorship report. (The screen's title is the app bar's h1.)
import { SponsorshipReport } from '../components/sponsorship-report';

export default function SponsorshipReportRoute() {
  return <SponsorshipReport />;
}
