// GET /edrocks/api/sponsorships/open-students?q=&pageSize= -> the available year's students with
// a place left (fewer than 3 sponsors), within the coordinator's reach: whom a sponsor can be
// offered. Keyed with the sponsorships, so a pairing or an offer refreshes it.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { recordKeys } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

const sponsorshipKeys = recordKeys('sponsorships');

export function useOpenStudents(search: string) {
  const query = { q: search.trim() || undefined, pageSize: 20 };
  return useQuery({
    queryKey: [...sponsorshipKeys.all, 'openStudents', query],
    queryFn: ({ signal }) => callEndpoint(SPONSORSHIP_ENDPOINTS.openStudents, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
