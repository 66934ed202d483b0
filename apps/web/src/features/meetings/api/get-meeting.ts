// GET /edrocks/api/meetings/:id -> the meeting with its attendance code, the code's window, its
// materials and how many sponsors could attend (admins: their schools, 404 otherwise).
import { useQuery } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MEETING_KEYS } from './meeting-keys';

export function getMeeting(id: number, signal?: AbortSignal) {
  return callEndpoint(MEETING_ENDPOINTS.get, { params: { id }, signal });
}

export function useMeeting(id: number) {
  return useQuery({
    queryKey: MEETING_KEYS.detail(id),
    queryFn: ({ signal }) => getMeeting(id, signal),
  });
}
