// /edrocks/donations_summary: the donations total report. (The screen's title is the app bar's h1.)
import { DonationsSummary } from '../components/donations-summary';

export default function DonationsSummaryRoute() {
  return <DonationsSummary />;
}
