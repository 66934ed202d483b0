// GET /edrocks/api/students?q=&page=&pageSize=&sort=&order=&schoolId=&villageId=&grade=&status=&gender=
// -> one page of students (search is accent- and case-insensitive on the server).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export type StudentsQuery = QueryInput<typeof STUDENT_ENDPOINTS.list>;

export const studentKeys = QUERY_KEYS.students;

export function getStudents(query: StudentsQuery, signal?: AbortSignal) {
  return callEndpoint(STUDENT_ENDPOINTS.list, { query, signal });
}

export function studentsQueryOptions(query: StudentsQuery) {
  return queryOptions({
    queryKey: studentKeys.list(query),
    queryFn: ({ signal }) => getStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudents(query: StudentsQuery) {
  return useQuery(studentsQueryOptions(query));
}
