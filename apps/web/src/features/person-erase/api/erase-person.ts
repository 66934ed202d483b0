// POST /edrocks/api/people/:userId/erase: `{ dryRun: true }` -> the preview (a query: it changes
// nothing), `{ dryRun: false }` -> the erasure (a mutation; every kept answer is dropped after it,
// since the person's name changes on every screen).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSON_ERASE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export const personEraseKeys = {
  preview: (userId: number) => ['person-erase', 'preview', userId] as const,
};

export function erasePerson(userId: number, isDryRun: boolean, signal?: AbortSignal) {
  return callEndpoint(PERSON_ERASE_ENDPOINTS.erase, {
    params: { userId },
    body: { dryRun: isDryRun },
    signal,
  });
}

export function useErasePreview(userId: number) {
  return useQuery({
    queryKey: personEraseKeys.preview(userId),
    queryFn: ({ signal }) => erasePerson(userId, true, signal),
    gcTime: 0,
    retry: false,
  });
}

export function useErasePerson(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => erasePerson(userId, false),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
