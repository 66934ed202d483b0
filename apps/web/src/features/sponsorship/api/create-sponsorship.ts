// POST /edrocks/api/sponsorships {studentId, sponsorId} -> 201 the sponsorship (409 STUDENT_FULL,
// ALREADY_SPONSORED, AGREEMENTS_REQUIRED for a sponsor, NO_AVAILABLE_YEAR).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS, type CreateSponsorshipBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { QUERY_KEYS } from '../../../config/query-keys';
import { SPONSORABLE_KEYS, SPONSORSHIP_KEYS } from './sponsorship-keys';

export function createSponsorship(body: CreateSponsorshipBody) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.create, { body });
}

export function useCreateSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSponsorship,
    // Pairings change the lists, the students' counts, holds and the students' details.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SPONSORSHIP_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: SPONSORABLE_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.students.all }),
      ]);
    },
  });
}
