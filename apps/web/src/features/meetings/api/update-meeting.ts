// PATCH /edrocks/api/meetings/:id {startsAt, place, notes, codeWindowMinutes} -> the meeting.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS, type MeetingUpdateBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { MEETING_KEYS, SCHEDULE_KEYS } from './meeting-keys';

export function updateMeeting(id: number, body: MeetingUpdateBody) {
  return callEndpoint(MEETING_ENDPOINTS.update, { params: { id }, body });
}

export function useUpdateMeeting(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MeetingUpdateBody) => updateMeeting(id, body),
    onSuccess: async (meeting) => {
      await storeRecord(queryClient, MEETING_KEYS, meeting);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEYS.all });
    },
  });
}
