// The leadership reports (`app.leadershipReports`): the attendance report (per sponsor, each of
// the ten meetings of their school attended by code, by hand, missed, upcoming or not
// scheduled, and the totals per meeting) and the completion report (per sponsor, the progress
// the database keeps: meetings, assessments and letters against what the distinction needs),
// a page at a time, and their exports.
import {
  ASSESSMENT_COUNT,
  LETTERS_REQUIRED,
  MEETING_COUNT,
  MEETING_NUMBERS,
  meetingKindOf,
  type AttendanceCellState,
  type AttendanceReportPage,
  type AttendanceReportRow,
  type CompletionReportPage,
  type CompletionReportRow,
  type MeetingAttendanceSummary,
  type Period,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import { readPage, type PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { findYear, type PeriodsService } from '../periods/periods.service';
import {
  attendanceReportVisibility,
  completionReportVisibility,
  countReportRows,
  countWithDistinction,
  findAttendanceBatch,
  findAttendanceOf,
  findAttendancePage,
  findCompletionBatch,
  findCompletionPage,
  findMeetingsOfSchools,
  findMeetingTotals,
  reportSortKeys,
  type CompletionRecord,
  type ReportSponsorRecord,
} from './leadership-reports.repo';

export interface LeadershipReportsServiceDeps {
  db: Database;
  clock: Clock;
  periods: Pick<PeriodsService, 'findAvailable'>;
}

interface ReportQuery {
  periodId?: number | undefined;
  q?: string | undefined;
  schoolId?: number | undefined;
}

interface CompletionQuery extends ReportQuery {
  distinction?: 'with' | 'without' | undefined;
}

type Order = { order: 'asc' | 'desc' };

/** What the distinction needs: all ten meetings, five assessments and four letters. */
export const COMPLETION_REQUIRED = {
  meetings: MEETING_COUNT,
  assessments: ASSESSMENT_COUNT,
  letters: LETTERS_REQUIRED,
} as const;

const EXPORT_BATCH = 500;

function emptyPage(pageSize: number) {
  return {
    items: [],
    total: 0,
    totalKind: 'exact' as const,
    page: 1,
    pageSize,
    next: null,
    previous: null,
    year: null,
  };
}

function perMeetingOf(
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

function sponsorRef(record: ReportSponsorRecord) {
  return {
    sponsor: {
      id: record.id,
      firstName: record.firstName,
      lastName: record.lastName,
      fullName: `${record.firstName} ${record.lastName}`,
    },
    school: { id: record.schoolId, name: record.schoolName },
  };
}

function toCompletionRow(record: CompletionRecord): CompletionReportRow {
  const lacking = (required: number, done: number) => Math.max(0, required - done);
  return {
    ...sponsorRef(record),
    meetingsAttended: record.meetingsAttended,
    assessmentsSubmitted: record.assessmentsSubmitted,
    lettersSent: record.lettersSent,
    hasDistinction: record.hasDistinction,
    missing: {
      meetings: lacking(COMPLETION_REQUIRED.meetings, record.meetingsAttended),
      assessments: lacking(COMPLETION_REQUIRED.assessments, record.assessmentsSubmitted),
      letters: lacking(COMPLETION_REQUIRED.letters, record.lettersSent),
    },
  };
}

/** Reads records in keyset batches and turns each whole batch into rows (one build a batch). */
async function* builtInBatches<Source, Row>(
  readBatch: (after: Source | undefined, limit: number) => Promise<Source[]>,
  build: (records: Source[]) => Promise<Row[]>,
): AsyncIterable<Row> {
  let batch: Source[] = [];
  for await (const record of inBatches(readBatch, EXPORT_BATCH)) {
    batch.push(record);
    if (batch.length === EXPORT_BATCH) {
      yield* await build(batch);
      batch = [];
    }
  }
  if (batch.length > 0) yield* await build(batch);
}

async function* noRows<Row>(): AsyncIterable<Row> {}

export function createLeadershipReportsService({
  db,
  clock,
  periods,
}: LeadershipReportsServiceDeps) {
  /** The year asked for, or the available one when none is named (undefined: none is). */
  async function yearOf(periodId: number | undefined): Promise<Period | undefined> {
    if (periodId === undefined) return periods.findAvailable();
    const year = await findYear(db, periodId);
    if (!year) throw appError('NOT_FOUND');
    return year;
  }

  /** An export's rows in the year asked for; none without a year (no year is available). */
  async function exportOfYear<Row>(
    periodId: number | undefined,
    rowsOf: (year: Period) => AsyncIterable<Row>,
  ): Promise<{ year: Period | undefined; rows: AsyncIterable<Row> }> {
    const year = await yearOf(periodId);
    return { year, rows: year ? rowsOf(year) : noRows<Row>() };
  }

  /**
   * A page's cells: two reads for the whole page (its schools' meetings of the year; its
   * sponsors' attendance of the year), the rest in memory. A cell is the sponsor's attendance at
   * their school's meeting N; `attended` counts every meeting number they attended in the year,
   * at any school, as their progress does.
   */
  async function buildAttendanceRows(
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

  return {
    async attendance(
      auth: AuthContext,
      query: ReportQuery & PageRequest,
    ): Promise<AttendanceReportPage> {
      const year = await yearOf(query.periodId);
      if (!year) return { ...emptyPage(query.pageSize), perMeeting: perMeetingOf([]) };
      const filters = { periodId: year.id, q: query.q, schoolId: query.schoolId };
      const visibility = attendanceReportVisibility(auth);
      const [page, totals] = await Promise.all([
        readPage({
          request: query,
          keys: reportSortKeys<ReportSponsorRecord>(),
          readRows: (window) => findAttendancePage(db, visibility, filters, window),
          countTotal: () => countReportRows(db, visibility, filters),
          toItem: (record: ReportSponsorRecord) => record,
        }),
        findMeetingTotals(db, visibility, filters),
      ]);
      return {
        ...page,
        items: await buildAttendanceRows(year.id, page.items),
        year: { id: year.id, name: year.name },
        perMeeting: perMeetingOf(totals),
      };
    },

    /** Every row of the filtered attendance report, in its order, built in keyset batches. */
    async attendanceExport(
      auth: AuthContext,
      query: ReportQuery & Order,
    ): Promise<{ year: Period | undefined; rows: AsyncIterable<AttendanceReportRow> }> {
      const visibility = attendanceReportVisibility(auth);
      return exportOfYear(query.periodId, (year) => {
        const filters = {
          periodId: year.id,
          q: query.q,
          schoolId: query.schoolId,
          order: query.order,
        };
        return builtInBatches(
          (after: ReportSponsorRecord | undefined, limit) =>
            findAttendanceBatch(db, visibility, filters, after, limit),
          (records) => buildAttendanceRows(year.id, records),
        );
      });
    },

    async completion(
      auth: AuthContext,
      query: CompletionQuery & PageRequest,
    ): Promise<CompletionReportPage> {
      const year = await yearOf(query.periodId);
      if (!year)
        return { ...emptyPage(query.pageSize), withDistinction: 0, required: COMPLETION_REQUIRED };
      const filters = {
        periodId: year.id,
        q: query.q,
        schoolId: query.schoolId,
        distinction: query.distinction,
      };
      const visibility = completionReportVisibility(auth);
      const [page, withDistinction] = await Promise.all([
        readPage({
          request: query,
          keys: reportSortKeys<CompletionRecord>(),
          readRows: (window) => findCompletionPage(db, visibility, filters, window),
          countTotal: () => countReportRows(db, visibility, filters),
          toItem: toCompletionRow,
        }),
        countWithDistinction(db, visibility, filters),
      ]);
      return {
        ...page,
        year: { id: year.id, name: year.name },
        withDistinction,
        required: COMPLETION_REQUIRED,
      };
    },

    /** Every row of the filtered completion report, in its order, read in keyset batches. */
    async completionExport(
      auth: AuthContext,
      query: CompletionQuery & Order,
    ): Promise<{ year: Period | undefined; rows: AsyncIterable<CompletionReportRow> }> {
      const visibility = completionReportVisibility(auth);
      return exportOfYear(query.periodId, (year) => {
        const filters = {
          periodId: year.id,
          q: query.q,
          schoolId: query.schoolId,
          distinction: query.distinction,
          order: query.order,
        };
        return builtInBatches(
          (after: CompletionRecord | undefined, limit) =>
            findCompletionBatch(db, visibility, filters, after, limit),
          (records) => Promise.resolve(records.map(toCompletionRow)),
        );
      });
    },

    /** The day export files are named after, on the platform's clock. */
    today(): string {
      return clock.now().toISOString().slice(0, 10);
    },
  };
}

export type LeadershipReportsService = ReturnType<typeof createLeadershipReportsService>;
