// The sponsor's hold: GET /edrocks/api/sponsorships/hold -> {hold}; POST {studentId} -> 201 the
// hold (30 minutes; 409 STUDENT_FULL); DELETE -> 204.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { HOLD_KEY, SPONSORABLE_KEYS } from './sponsorship-keys';

export function useHold() {
  return useQuery({
    queryKey: HOLD_KEY,
    queryFn: ({ signal }) => callEndpoint(SPONSORSHIP_ENDPOINTS.getHold, { signal }),
  });
}

export function usePlaceHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentId: number) =>
      callEndpoint(SPONSORSHIP_ENDPOINTS.hold, { body: { studentId } }),
    onSuccess: (hold) => queryClient.setQueryData(HOLD_KEY, { hold }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPONSORABLE_KEYS.all }),
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(SPONSORSHIP_ENDPOINTS.releaseHold, {}),
    onSuccess: () => queryClient.setQueryData(HOLD_KEY, { hold: null }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SPONSORABLE_KEYS.all }),
  });
}
