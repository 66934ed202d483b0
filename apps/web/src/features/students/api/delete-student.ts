// DELETE /edrocks/api/students/:id -> 204. A soft delete: the status becomes "delete" and the
// student disappears from every list, but the history stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentPath } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { studentQueryKey } from './get-student';
import { studentsQueryKey } from './get-students';

export function deleteStudent(id: number): Promise<void> {
  return apiRequest<void>(studentPath(id), { method: 'DELETE' });
}

export function useDeleteStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteStudent(id),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: studentQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: [...studentsQueryKey, 'list'] });
    },
  });
}
