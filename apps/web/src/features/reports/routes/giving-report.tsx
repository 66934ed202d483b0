// /edrocks/reports/giving: the giving report. (The screen's title is the app bar's h1.)
import { GivingReport } from '../components/giving-report';

export default function GivingReportRoute() {
  return <GivingReport />;
}
