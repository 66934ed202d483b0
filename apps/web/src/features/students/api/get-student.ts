// GET /edrocks/api/students/:id -> every field of one student (404 when deleted or out of reach).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentPath, type StudentDetails } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { studentsQueryKey } from './get-students';

export function getStudent(id: number, signal?: AbortSignal): Promise<StudentDetails> {
  return apiRequest<StudentDetails>(studentPath(id), { signal });
}

export function studentQueryKey(id: number) {
  return [...studentsQueryKey, 'detail', id] as const;
}

export function studentQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentQueryKey(id),
    queryFn: ({ signal }) => getStudent(id, signal),
  });
}

export function useStudent(id: number) {
  return useQuery(studentQueryOptions(id));
}
