// DELETE /edrocks/api/sponsorships/:id?reason= -> the ended sponsorship (the record stays).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS, type SponsorshipEndReason } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { QUERY_KEYS } from '../../../config/query-keys';
import { SPONSORABLE_KEYS, SPONSORSHIP_KEYS } from './sponsorship-keys';

export function endSponsorship(id: number, reason: SponsorshipEndReason = 'unpaired') {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.end, { params: { id }, query: { reason } });
}

export function useEndSponsorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => endSponsorship(id),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SPONSORSHIP_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: SPONSORABLE_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: QUERY_KEYS.students.all }),
      ]);
    },
  });
}
