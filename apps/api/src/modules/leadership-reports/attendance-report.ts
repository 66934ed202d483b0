// The attendance report: per sponsor, each of the ten meetings of their school attended by code,
// by hand, missed, upcoming or not scheduled, and the totals per meeting; a page at a time, and
// its export.
import {
  MEETING_NUMBERS,
  meetingKindOf,
  type AttendanceCellState,
  type AttendanceReportPage,
  type AttendanceReportRow,
  type MeetingAttendanceSummary,
  type Period,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import type { ListOrder } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import { builtInBatches } from '../../lib/list-rows';
import {
  emptyReportPage,
  exportOfYear,
  yearOf,
  type LeadershipReportsContext,
  type ReportQuery,
} from './leadership-reports-context';
import {
  attendanceReportVisibility,
  findAttendanceOf,
  findMeetingsOfSchools,
  findMeetingTotals,
  type ReportSponsorRecord,
} from './leadership-reports.repo';
import { attendanceReportList, REPORT_EXPORT_BATCH } from './report-lists';
import { sponsorRef } from './report-projections';

/** Every meeting number of the year with its totals (a number no school has: zeros). */
export function perMeetingOf(
  totals: Array<{ number: number; expected: number; byCode: number; byHand: number }>,
): MeetingAttendanceSummary[] {
  const byNumber = new Map(totals.map((total) => [total.number, total]));
  return MEETING_NUMBERS.map((number) => {
    const total = byNumber.get(number);
    return {
      number,
      kind: meetingKindOf(number),
      expected: total?.expected ?? 0,
      byCode: total?.byCode ?? 0,
      byHand: total?.byHand ?? 0,
    };
  });
}

/**
 * A page's cells: two reads for the whole page (its schools' meetings of the year; its
 * sponsors' attendance of the year), the rest in memory. A cell is the sponsor's attendance at
 * their school's meeting N; `attended` counts every meeting number they attended in the year,
 * at any school, as their progress does.
 */
async function buildAttendanceRows(
  { db, clock }: LeadershipReportsContext,
  periodId: number,
  records: ReportSponsorRecord[],
): Promise<AttendanceReportRow[]> {
  const schoolIds = [...new Set(records.map((record) => record.schoolId))];
  const [schoolMeetings, attendance] = await Promise.all([
    findMeetingsOfSchools(db, periodId, schoolIds),
    findAttendanceOf(
      db,
      periodId,
      records.map((record) => record.id),
    ),
  ]);
  const now = clock.now().getTime();
  const meetingOf = new Map(
    schoolMeetings.map((meeting) => [`${meeting.schoolId}:${meeting.number}`, meeting]),
  );
  const methodOf = new Map(
    attendance.map((entry) => [`${entry.meetingId}:${entry.sponsorId}`, entry.method]),
  );
  const numbersOf = new Map<number, Set<number>>();
  for (const entry of attendance) {
    const numbers = numbersOf.get(entry.sponsorId) ?? new Set<number>();
    numbers.add(entry.number);
    numbersOf.set(entry.sponsorId, numbers);
  }
  return records.map((record) => ({
    ...sponsorRef(record),
    meetings: MEETING_NUMBERS.map((number): AttendanceCellState => {
      const meeting = meetingOf.get(`${record.schoolId}:${number}`);
      if (!meeting) return 'notScheduled';
      const method = methodOf.get(`${meeting.id}:${record.id}`);
      if (method) return method;
      // Absent once the code can no longer be entered: a meeting under way is still to come.
      const closesAt = meeting.startsAt.getTime() + meeting.codeWindowMinutes * 60_000;
      return closesAt <= now ? 'absent' : 'upcoming';
    }),
    attended: numbersOf.get(record.id)?.size ?? 0,
  }));
}

export async function attendance(
  context: LeadershipReportsContext,
  auth: AuthContext,
  query: ReportQuery & PageRequest,
): Promise<AttendanceReportPage> {
  const year = await yearOf(context, query.periodId);
  if (!year) return { ...emptyReportPage(query.pageSize), perMeeting: perMeetingOf([]) };
  const filters = { periodId: year.id, q: query.q, schoolId: query.schoolId };
  const visibility = attendanceReportVisibility(auth);
  const [page, totals] = await Promise.all([
    attendanceReportList.page(context.db, visibility, { ...query, ...filters }, undefined),
    findMeetingTotals(context.db, visibility, filters),
  ]);
  return {
    ...page,
    items: await buildAttendanceRows(context, year.id, page.items),
    year: { id: year.id, name: year.name },
    perMeeting: perMeetingOf(totals),
  };
}

/** Every row of the filtered attendance report, in its order, built in keyset batches. */
export async function attendanceExport(
  context: LeadershipReportsContext,
  auth: AuthContext,
  query: ReportQuery & ListOrder,
): Promise<{ year: Period | undefined; rows: AsyncIterable<AttendanceReportRow> }> {
  const visibility = attendanceReportVisibility(auth);
  return exportOfYear(context, query.periodId, (year) => {
    const filters = { periodId: year.id, q: query.q, schoolId: query.schoolId, order: query.order };
    return builtInBatches(
      attendanceReportList.rows(context.db, visibility, filters),
      REPORT_EXPORT_BATCH,
      (records) => buildAttendanceRows(context, year.id, records),
    );
  });
}
