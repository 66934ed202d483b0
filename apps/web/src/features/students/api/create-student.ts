// POST /edrocks/api/students {firstName, lastName, birthdate, gender, grade, status, villageId,
// schoolId, countryId?, externalId, leadershipDistinction} -> 201 the new student.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS, type CreateStudentBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { studentKeys } from './get-students';

export function createStudent(body: CreateStudentBody) {
  return callEndpoint(STUDENT_ENDPOINTS.create, { body });
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: (student) => storeRecord(queryClient, studentKeys, student),
  });
}
