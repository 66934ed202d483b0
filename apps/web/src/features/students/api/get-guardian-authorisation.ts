// GET /edrocks/api/students/:id/guardian-authorisation -> the guardian's authorisation to process
// the student's data, or null while none is on file (coordinators who may edit the student).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STUDENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { studentKeys } from './get-students';

export const guardianAuthorisationKey = (id: number) =>
  [...studentKeys.detail(id), 'guardian-authorisation'] as const;

export function getGuardianAuthorisation(id: number, signal?: AbortSignal) {
  return callEndpoint(STUDENT_ENDPOINTS.getGuardianAuthorisation, { params: { id }, signal });
}

export function useGuardianAuthorisation(id: number) {
  return useQuery(
    queryOptions({
      queryKey: guardianAuthorisationKey(id),
      queryFn: ({ signal }) => getGuardianAuthorisation(id, signal),
    }),
  );
}
