// /edrocks/leadership_report: the coordinators' completion report. (The screen's title is the
// app bar's h1.)
import { CompletionReport } from '../components/completion-report';

export default function CompletionReportRoute() {
  return <CompletionReport />;
}
