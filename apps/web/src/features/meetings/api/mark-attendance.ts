// PUT /edrocks/api/meetings/:id/attendance/:sponsorId {reason} -> the sponsor's attendance,
// marked by hand by the signed-in coordinator.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS, type AttendanceMarkBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { refreshAttendance } from './meeting-keys';

export function markAttendance(id: number, sponsorId: number, body: AttendanceMarkBody) {
  return callEndpoint(MEETING_ENDPOINTS.markAttendance, { params: { id, sponsorId }, body });
}

export function useMarkAttendance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sponsorId, reason }: { sponsorId: number; reason: string }) =>
      markAttendance(id, sponsorId, { reason }),
    onSuccess: () => refreshAttendance(queryClient, id),
  });
}
