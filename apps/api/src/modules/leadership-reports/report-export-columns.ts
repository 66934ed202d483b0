// The columns of the leadership reports' exports, headed and worded in the request's language
// from the shared catalogue (attendanceExport.*, completionExport.*, meetingKinds.*).
import {
  formatMessage,
  MEETING_KINDS,
  type AttendanceReportRow,
  type CompletionReportRow,
  type Language,
  type MessageKey,
} from '@portal/shared';
import type { ExportColumn } from '../../lib/export';

type Translate = (key: MessageKey) => string;

/** Year, names, school, the ten meetings (each cell in words) and meetings attended. */
export function attendanceExportColumns(yearName: string) {
  return (t: Translate): ExportColumn<AttendanceReportRow>[] => [
    { header: t('attendanceExport.year'), value: () => yearName },
    { header: t('attendanceExport.lastName'), value: (row) => row.sponsor.lastName },
    { header: t('attendanceExport.firstName'), value: (row) => row.sponsor.firstName },
    { header: t('attendanceExport.school'), value: (row) => row.school.name },
    ...MEETING_KINDS.map((kind, index): ExportColumn<AttendanceReportRow> => ({
      header: t(`meetingKinds.${kind}`),
      value: (row) => t(`attendanceExport.${row.meetings[index]!}`),
    })),
    { header: t('attendanceExport.attended'), value: (row) => row.attended },
  ];
}

/** What a sponsor still lacks for the distinction, in words ("2 meetings, 1 letters"). */
function missingWords(row: CompletionReportRow, language: Language): string {
  const parts: Array<[number, MessageKey]> = [
    [row.missing.meetings, 'completionExport.missingMeetings'],
    [row.missing.assessments, 'completionExport.missingAssessments'],
    [row.missing.letters, 'completionExport.missingLetters'],
  ];
  return parts
    .filter(([count]) => count > 0)
    .map(([count, key]) => formatMessage(language, key, { num: count }))
    .join(', ');
}

/** Year, names, school, the three counts, the distinction and what is still missing. */
export function completionExportColumns(yearName: string) {
  return (t: Translate, language: Language): ExportColumn<CompletionReportRow>[] => [
    { header: t('completionExport.year'), value: () => yearName },
    { header: t('completionExport.lastName'), value: (row) => row.sponsor.lastName },
    { header: t('completionExport.firstName'), value: (row) => row.sponsor.firstName },
    { header: t('completionExport.school'), value: (row) => row.school.name },
    { header: t('completionExport.meetings'), value: (row) => row.meetingsAttended },
    { header: t('completionExport.assessments'), value: (row) => row.assessmentsSubmitted },
    { header: t('completionExport.letters'), value: (row) => row.lettersSent },
    {
      header: t('completionExport.distinction'),
      value: (row) => t(row.hasDistinction ? 'completionExport.yes' : 'completionExport.no'),
    },
    { header: t('completionExport.missing'), value: (row) => missingWords(row, language) },
  ];
}
