// GET /edrocks/api/meetings?periodId=&schoolId=&q=&page=&pageSize=&cursor=&sort=&order= -> one
// page of the year's meetings (no periodId: the available year; admins: their schools).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MEETING_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { MEETING_KEYS } from './meeting-keys';

export type MeetingListQuery = QueryInput<typeof MEETING_ENDPOINTS.list>;

export function getMeetings(query: MeetingListQuery, signal?: AbortSignal) {
  return callEndpoint(MEETING_ENDPOINTS.list, { query, signal });
}

export function useMeetings(query: MeetingListQuery) {
  return useQuery({
    queryKey: MEETING_KEYS.list(query),
    queryFn: ({ signal }) => getMeetings(query, signal),
    placeholderData: keepPreviousData,
  });
}
