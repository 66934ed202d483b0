// DELETE /edrocks/api/meetings/:id/attendance/:sponsorId -> 204: the sponsor's attendance of
// the meeting is gone, however it was recorded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshAttendance } from './meeting-keys';

export function unmarkAttendance(id: number, sponsorId: number) {
  return callEndpoint(MEETING_ENDPOINTS.unmarkAttendance, { params: { id, sponsorId } });
}

export function useUnmarkAttendance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sponsorId: number) => unmarkAttendance(id, sponsorId),
    onSuccess: () => refreshAttendance(queryClient, id),
  });
}
