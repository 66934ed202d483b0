// GET /edrocks/api/agreements -> every agreement with its versions (coordinators read them).
import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useAgreements() {
  return useQuery({
    queryKey: AGREEMENT_KEYS.lists,
    queryFn: ({ signal }) => callEndpoint(AGREEMENT_ENDPOINTS.list, { signal }),
  });
}
