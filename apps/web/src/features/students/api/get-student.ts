// GET /edrocks/api/students/:id -> every field of one student (404 when deleted or out of reach).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { studentKeys } from './get-students';

export function getStudent(id: number, signal?: AbortSignal) {
  return callEndpoint(STUDENT_ENDPOINTS.get, { params: { id }, signal });
}

export function studentQueryOptions(id: number) {
  return queryOptions({
    queryKey: studentKeys.detail(id),
    queryFn: ({ signal }) => getStudent(id, signal),
  });
}

export function useStudent(id: number) {
  return useQuery(studentQueryOptions(id));
}
