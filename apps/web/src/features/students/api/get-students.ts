// GET /edrocks/api/students?q=&page=&pageSize=&sort=&order=&schoolId=&villageId=&grade=&status=&gender=
// -> one page of students (search is accent- and case-insensitive on the server).
import { QUERY_KEYS } from '../../../config/query-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API, type StudentPage } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

/** The list's URL state as the API reads it (useListUrlState().query). */
export type ListApiQuery = Record<string, string | number>;

export function getStudents(query: ListApiQuery, signal?: AbortSignal): Promise<StudentPage> {
  return apiRequest<StudentPage>(API.students, { query, signal });
}

export const studentsQueryKey = QUERY_KEYS.students;

export function studentsQueryOptions(query: ListApiQuery) {
  return queryOptions({
    queryKey: [...studentsQueryKey, 'list', query],
    queryFn: ({ signal }) => getStudents(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useStudents(query: ListApiQuery) {
  return useQuery(studentsQueryOptions(query));
}
