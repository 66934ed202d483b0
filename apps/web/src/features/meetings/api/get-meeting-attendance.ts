// GET /edrocks/api/meetings/:id/attendance?q=&attended=&page=&pageSize=&cursor=&sort=&order=
// -> one page of the school's sponsors, each with how they attended (or null).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { ATTENDANCE_KEYS } from './meeting-keys';

export type AttendanceListQuery = QueryInput<typeof MEETING_ENDPOINTS.attendance>;

export function getMeetingAttendance(id: number, query: AttendanceListQuery, signal?: AbortSignal) {
  return callEndpoint(MEETING_ENDPOINTS.attendance, { params: { id }, query, signal });
}

export function useMeetingAttendance(id: number, query: AttendanceListQuery) {
  return useQuery({
    queryKey: ATTENDANCE_KEYS.list(id, query),
    queryFn: ({ signal }) => getMeetingAttendance(id, query, signal),
    placeholderData: keepPreviousData,
  });
}
