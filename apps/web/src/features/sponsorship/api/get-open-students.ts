// GET /edrocks/api/sponsorships/open-students?q=&page=&pageSize=&sort=&order=&periodId=&schoolId=
// &villageId= -> one page of the year's students with fewer than 3 sponsors ("1 of 3").
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { OPEN_STUDENT_KEYS } from './sponsorship-keys';

export type OpenStudentsQuery = QueryInput<typeof SPONSORSHIP_ENDPOINTS.openStudents>;

export function getOpenStudents(query: OpenStudentsQuery, signal?: AbortSignal) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.openStudents, { query, signal });
}

export function useOpenStudents(query: OpenStudentsQuery) {
  return useQuery({
    queryKey: OPEN_STUDENT_KEYS.list(query),
    queryFn: ({ signal }) => getOpenStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}
