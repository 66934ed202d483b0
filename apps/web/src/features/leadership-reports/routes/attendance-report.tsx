// /edrocks/attendance: the coordinators' attendance report. (The screen's title is the app bar's
// h1.)
import { AttendanceReport } from '../components/attendance-report';

export default function AttendanceReportRoute() {
  return <AttendanceReport />;
}
