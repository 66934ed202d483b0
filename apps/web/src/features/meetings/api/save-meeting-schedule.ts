// PUT /edrocks/api/meetings/schedule {periodId, schoolId, meetings: [{number, startsAt, place,
// notes, codeWindowMinutes}]} -> the schedule as saved. Creates or changes the rows sent, all
// or nothing; numbers left out are not touched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_ENDPOINTS, type ScheduleBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MEETING_KEYS } from './meeting-keys';

export function saveMeetingSchedule(body: ScheduleBody) {
  return callEndpoint(MEETING_ENDPOINTS.saveSchedule, { body });
}

export function useSaveMeetingSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMeetingSchedule,
    // Lists, schedules and any meeting open elsewhere show the new dates.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETING_KEYS.all }),
  });
}
