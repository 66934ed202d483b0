// /edrocks/reports/students_waiting: the students waiting report. (The screen's title is the app
// bar's h1.)
import { WaitingStudentsReport } from '../components/waiting-students-report';

export default function WaitingStudentsReportRoute() {
  return <WaitingStudentsReport />;
}
