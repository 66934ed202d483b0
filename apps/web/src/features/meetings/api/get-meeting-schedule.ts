// GET /edrocks/api/meetings/schedule?periodId=&schoolId= -> the school's ten slots of the year:
// the meeting scheduled in each, or last year's date a year later and its place.
import { useQuery } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { SCHEDULE_KEYS } from './meeting-keys';

export function getMeetingSchedule(periodId: number, schoolId: number, signal?: AbortSignal) {
  return callEndpoint(MEETING_ENDPOINTS.schedule, { query: { periodId, schoolId }, signal });
}

/** Read once per opening of the form: a refetch must not replace what is being typed. */
export function useMeetingSchedule(periodId: number | undefined, schoolId: number | undefined) {
  return useQuery({
    queryKey: SCHEDULE_KEYS.of(periodId ?? 0, schoolId ?? 0),
    queryFn: ({ signal }) => getMeetingSchedule(periodId!, schoolId!, signal),
    enabled: periodId !== undefined && schoolId !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
