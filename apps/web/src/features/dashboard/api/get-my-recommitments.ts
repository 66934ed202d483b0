// GET /edrocks/api/recommitments/mine -> the signed-in sponsor's recommitment requests, newest
// year first (none for who is no sponsor: only sponsors ask).
import { useQuery } from '@tanstack/react-query';
import { YEAR_CYCLE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_RECOMMITMENTS_KEY } from './recommitment-keys';

export function useMyRecommitments() {
  return useQuery({
    queryKey: MY_RECOMMITMENTS_KEY,
    queryFn: ({ signal }) => callEndpoint(YEAR_CYCLE_ENDPOINTS.mine, { signal }),
  });
}
