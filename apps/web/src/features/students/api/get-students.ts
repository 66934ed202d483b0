// GET /edrocks/api/students?q=&page=&pageSize=&sort=&order=&schoolId=&villageId=&grade=&status=&gender=&sponsors=
// -> one page of students (search is accent- and case-insensitive on the server).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS, STUDENT_SORT_FIELDS } from '@portal/shared';
import { readListApiQuery, type ListUrlStateConfig } from '../../../components/data-table';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { listsQueryOptions } from '../../../lib/get-lists';
import { queryClient } from '../../../lib/query-client';

export type StudentsQuery = QueryInput<typeof STUDENT_ENDPOINTS.list>;

/** The students list's sort fields and filters, as its URL holds them. */
export const STUDENTS_LIST = {
  sortFields: STUDENT_SORT_FIELDS,
  filters: ['schoolId', 'villageId', 'grade', 'status', 'gender', 'sponsors', 'guardian'],
} as const satisfies ListUrlStateConfig<string, string>;

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

/** The list's page for this URL and the lookup lists, asked for while the list's code loads. */
export function prefetchStudentsList(url: URL): void {
  void queryClient.prefetchQuery(
    studentsQueryOptions(readListApiQuery(url.searchParams, STUDENTS_LIST)),
  );
  void queryClient.prefetchQuery(listsQueryOptions());
}
