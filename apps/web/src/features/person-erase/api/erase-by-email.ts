// POST /edrocks/api/people/erase-by-email: `{ email, dryRun: true }` -> the preview of what the
// portal holds under an e-mail that is no account's (a query: it changes nothing);
// `{ email, dryRun: false }` -> the erasure (a mutation; every kept answer is dropped after it).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PERSON_ERASE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export const eraseByEmailKeys = {
  preview: (email: string) => ['person-erase', 'by-email', email] as const,
};

export function eraseByEmail(email: string, isDryRun: boolean, signal?: AbortSignal) {
  return callEndpoint(PERSON_ERASE_ENDPOINTS.eraseByEmail, {
    body: { email, dryRun: isDryRun },
    signal,
  });
}

/** The preview of `email`; nothing is asked while there is no e-mail to look up. */
export function useEraseByEmailPreview(email: string | null) {
  return useQuery({
    queryKey: eraseByEmailKeys.preview(email ?? ''),
    queryFn: ({ signal }) => eraseByEmail(email ?? '', true, signal),
    enabled: email !== null,
    gcTime: 0,
    retry: false,
  });
}

export function useEraseByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => eraseByEmail(email, false),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
