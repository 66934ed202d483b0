// GET /edrocks/api/reports/waiting-students?periodId=&schoolId=&villageId=&minDays=&q=&page=
// &pageSize=&cursor=&sort=&order= -> one page of the active students without a sponsor in the
// year, longest waiting first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REPORT_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { WAITING_STUDENTS_KEYS } from './report-keys';

export type WaitingStudentsListQuery = QueryInput<typeof REPORT_ENDPOINTS.waitingStudents>;

export function useWaitingStudents(query: WaitingStudentsListQuery) {
  return useQuery({
    queryKey: WAITING_STUDENTS_KEYS.list(query),
    queryFn: ({ signal }) => callEndpoint(REPORT_ENDPOINTS.waitingStudents, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
