// DELETE /edrocks/api/students/:id -> 204. A soft delete: the status becomes "delete" and the
// student disappears from every list, but the history stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { forgetRecord } from '../../../lib/record-cache';
import { studentKeys } from './get-students';

export function deleteStudent(id: number) {
  return callEndpoint(STUDENT_ENDPOINTS.delete, { params: { id } });
}

export function useDeleteStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudent(id),
    onSuccess: () => forgetRecord(queryClient, studentKeys, id),
  });
}
