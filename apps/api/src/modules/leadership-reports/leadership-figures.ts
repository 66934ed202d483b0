// The leadership reports' totals without a page (the coordinators' dashboard): the completion
// report's sponsors and those with the distinction, and the attendance report's totals per
// meeting, counted as the reports count them (same visibility, same conditions), so that a
// figure and the report behind it agree; asking the reports for a page would also read the
// page's rows, which the dashboard does not show.
import type { MeetingAttendanceSummary } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { ListTotal } from '../../lib/list-page';
import { perMeetingOf } from './attendance-report';
import { yearOf, type LeadershipReportsContext } from './leadership-reports-context';
import {
  attendanceReportVisibility,
  completionReportVisibility,
  countWithDistinction,
  findMeetingTotals,
} from './leadership-reports.repo';
import { completionReportList } from './report-lists';

/** The completion report's total (counted up to its limit) and its sponsors with the distinction. */
export async function completionFigures(
  context: LeadershipReportsContext,
  auth: AuthContext,
): Promise<ListTotal & { withDistinction: number }> {
  const year = await yearOf(context, undefined);
  if (!year) return { total: 0, totalKind: 'exact', withDistinction: 0 };
  const filters = { periodId: year.id, order: 'asc' as const };
  const visibility = completionReportVisibility(auth);
  const [total, withDistinction] = await Promise.all([
    completionReportList.total(context.db, visibility, filters),
    countWithDistinction(context.db, visibility, filters),
  ]);
  return { ...total, withDistinction };
}

/** The attendance report's totals per meeting of the available year (its `perMeeting`). */
export async function attendanceFigures(
  context: LeadershipReportsContext,
  auth: AuthContext,
): Promise<MeetingAttendanceSummary[]> {
  const year = await yearOf(context, undefined);
  if (!year) return perMeetingOf([]);
  const visibility = attendanceReportVisibility(auth);
  return perMeetingOf(await findMeetingTotals(context.db, visibility, { periodId: year.id }));
}
