// /edrocks/reports/letters: the letters report. (The screen's title is the app bar's h1.)
import { LettersReport } from '../components/letters-report';

export default function LettersReportRoute() {
  return <LettersReport />;
}
