// POST /edrocks/api/students {firstName, lastName, birthdate, gender, grade, status, villageId,
// schoolId, countryId?, externalId, leadershipDistinction} -> 201 the new student.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API, type CreateStudentBody, type StudentDetails } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';
import { studentQueryKey } from './get-student';
import { studentsQueryKey } from './get-students';

export function createStudent(body: CreateStudentBody): Promise<StudentDetails> {
  return apiRequest<StudentDetails>(API.students, { method: 'POST', body });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: async (student) => {
      queryClient.setQueryData(studentQueryKey(student.id), student);
      await queryClient.invalidateQueries({ queryKey: [...studentsQueryKey, 'list'] });
    },
  });
}
