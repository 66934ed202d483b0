// PATCH /edrocks/api/students/:id {only the fields that change} -> the updated student.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS, type UpdateStudentBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { studentKeys } from './get-students';

export function updateStudent(id: number, body: UpdateStudentBody) {
  return callEndpoint(STUDENT_ENDPOINTS.update, { params: { id }, body });
}

export function useUpdateStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentBody) => updateStudent(id, body),
    onSuccess: (student) => storeRecord(queryClient, studentKeys, student),
  });
}
