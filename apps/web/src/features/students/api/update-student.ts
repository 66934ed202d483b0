// PATCH /edrocks/api/students/:id {only the fields that change} -> the updated student.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studentPath, type StudentDetails, type UpdateStudentBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { studentQueryKey } from './get-student';
import { studentsQueryKey } from './get-students';

export function updateStudent(id: number, body: UpdateStudentBody): Promise<StudentDetails> {
  return apiRequest<StudentDetails>(studentPath(id), { method: 'PATCH', body });
}

export function useUpdateStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentBody) => updateStudent(id, body),
    onSuccess: async (student) => {
      queryClient.setQueryData(studentQueryKey(id), student);
      await queryClient.invalidateQueries({ queryKey: [...studentsQueryKey, 'list'] });
    },
  });
}
