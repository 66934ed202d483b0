// POST /edrocks/api/people/:userId/erase (or /edrocks/api/students/:id/erase, or
// /edrocks/api/sponsors/:id/erase): `{ dryRun: true }` -> the preview (a query: it changes
// nothing), `{ dryRun: false }` -> the erasure (a mutation; every kept answer is dropped after it,
// since the person's name changes on every screen).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSON_ERASE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

/**
 * Whom the screen erases: a user account, or a student or sponsor record (with or without an
 * account; records a coordinator added have none, so only the record's id reaches them).
 */
export type EraseTarget = { userId: number } | { studentId: number } | { sponsorId: number };

export const personEraseKeys = {
  preview: (target: EraseTarget) => ['person-erase', 'preview', target] as const,
};

export function erasePerson(target: EraseTarget, isDryRun: boolean, signal?: AbortSignal) {
  const body = { dryRun: isDryRun };
  if ('userId' in target)
    return callEndpoint(PERSON_ERASE_ENDPOINTS.erase, { params: target, body, signal });
  if ('studentId' in target)
    return callEndpoint(PERSON_ERASE_ENDPOINTS.eraseStudent, {
      params: { id: target.studentId },
      body,
      signal,
    });
  return callEndpoint(PERSON_ERASE_ENDPOINTS.eraseSponsor, {
    params: { id: target.sponsorId },
    body,
    signal,
  });
}

export function useErasePreview(target: EraseTarget) {
  return useQuery({
    queryKey: personEraseKeys.preview(target),
    queryFn: ({ signal }) => erasePerson(target, true, signal),
    gcTime: 0,
    retry: false,
  });
}

export function useErasePerson(target: EraseTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => erasePerson(target, false),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
