// GET /edrocks/api/attendance/mine -> the sponsor's school's meetings of the available year
// (never their codes), each attended or not, and how many were attended.
import { useQuery } from '@tanstack/react-query';
import { ATTENDANCE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_MEETINGS_KEY } from './meeting-keys';

export function getMyMeetings(signal?: AbortSignal) {
  return callEndpoint(ATTENDANCE_ENDPOINTS.mine, { signal });
}

export function useMyMeetings() {
  return useQuery({ queryKey: MY_MEETINGS_KEY, queryFn: ({ signal }) => getMyMeetings(signal) });
}
