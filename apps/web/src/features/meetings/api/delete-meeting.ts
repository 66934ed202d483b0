// DELETE /edrocks/api/meetings/:id -> 204: the meeting goes, with its attendance and materials.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MEETING_KEYS, SCHEDULE_KEYS } from './meeting-keys';

export function deleteMeeting(id: number) {
  return callEndpoint(MEETING_ENDPOINTS.remove, { params: { id } });
}

export function useDeleteMeeting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteMeeting(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: MEETING_KEYS.lists });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.all });
    },
  });
}

/**
 * Drops the deleted meeting from the cache. Called once its screen has been left: while the
 * screen is open, a dropped record would be fetched again (and answer 404).
 */
export function forgetMeeting(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: MEETING_KEYS.detail(id) });
}
