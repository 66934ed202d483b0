// GET /edrocks/api/sponsorships?sponsorId= -> the sponsor's current sponsorships this year, for
// the sponsor's details page ("Students"). Keyed with the sponsorships, so pairing refreshes it.
import { useQuery } from '@tanstack/react-query';
import { SPONSORSHIP_ENDPOINTS } from '@portal/shared';
import { recordKeys } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

const sponsorshipKeys = recordKeys('sponsorships');

export function useSponsorStudents(sponsorId: number) {
  const query = { sponsorId, pageSize: 10 };
  return useQuery({
    queryKey: sponsorshipKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(SPONSORSHIP_ENDPOINTS.list, { query, signal }),
  });
}
