// POST /edrocks/api/sponsorships/:id/letters-pause {note?} -> the sponsorship with its letters
// paused (coordinators; both ways; the writers are not told). A pause already there stays.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { SPONSORSHIP_KEYS } from './sponsorship-keys';

export function pauseLetters(id: number, note: string) {
  return callEndpoint(SPONSORSHIP_ENDPOINTS.pauseLetters, {
    params: { id },
    body: note.trim() === '' ? {} : { note },
  });
}

export function usePauseLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => pauseLetters(id, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPONSORSHIP_KEYS.all }),
  });
}
