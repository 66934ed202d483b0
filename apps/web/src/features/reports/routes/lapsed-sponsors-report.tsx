// /edrocks/reports/lapsed_sponsors: the lapsed sponsors report. (The screen's title is the app
// bar's h1.)
import { LapsedSponsorsReport } from '../components/lapsed-sponsors-report';

export default function LapsedSponsorsReportRoute() {
  return <LapsedSponsorsReport />;
}
