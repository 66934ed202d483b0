// The leadership reports (`app.leadershipReports`): the attendance report (per sponsor, each of
// the ten meetings of their school attended by code, by hand, missed, upcoming or not
// scheduled, and the totals per meeting) and the completion report (per sponsor, the progress
// the database keeps: meetings, assessments and letters against what the distinction needs),
// a page at a time, and their exports. Each use case is its own file; this binds them to the
// area's context (leadership-reports-context.ts).
import { bindUseCases } from '../../lib/use-cases';
import { attendance, attendanceExport } from './attendance-report';
import { completion, completionExport } from './completion-report';
import { attendanceFigures, completionFigures } from './leadership-figures';
import { today, type LeadershipReportsServiceDeps } from './leadership-reports-context';

export type { LeadershipReportsServiceDeps } from './leadership-reports-context';
export { COMPLETION_REQUIRED } from './report-projections';

export function createLeadershipReportsService(deps: LeadershipReportsServiceDeps) {
  return bindUseCases(deps, {
    attendance,
    attendanceExport,
    attendanceFigures,
    completion,
    completionExport,
    completionFigures,
    today,
  });
}

export type LeadershipReportsService = ReturnType<typeof createLeadershipReportsService>;
