// DELETE /edrocks/api/sponsorships/:id/letters-pause -> the sponsorship with its letters resumed:
// the letters that waited may be delivered by a coordinator.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { SPONSORSHIP_KEYS } from './sponsorship-keys';

export function resumeLetters(id: number) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.resumeLetters, { params: { id } });
}

export function useResumeLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumeLetters,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPONSORSHIP_KEYS.all }),
  });
}
