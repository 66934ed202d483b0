// GET /edrocks/api/reports/attendance?periodId=&schoolId=&q=&page=&pageSize=&cursor=&sort=&order=
// -> one page of sponsors with their ten meeting cells, and the attendance per meeting over
// every sponsor of the filter (the chart).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LEADERSHIP_REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { ATTENDANCE_REPORT_KEYS } from './report-keys';

export type AttendanceReportListQuery = QueryInput<typeof LEADERSHIP_REPORT_ENDPOINTS.attendance>;

export function getAttendanceReport(query: AttendanceReportListQuery, signal?: AbortSignal) {
  return callEndpoint(LEADERSHIP_REPORT_ENDPOINTS.attendance, { query, signal });
}

export function useAttendanceReport(query: AttendanceReportListQuery) {
  return useQuery({
    queryKey: ATTENDANCE_REPORT_KEYS.list(query),
    queryFn: ({ signal }) => getAttendanceReport(query, signal),
    placeholderData: keepPreviousData,
  });
}
