// GET /edrocks/api/retention -> each kind's rule (stored or default) and what the next run
// removes under it: its cut-off and count (super admin).
import { useQuery } from '@tanstack/react-query';
import { RETENTION_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { RETENTION_KEYS } from './retention-keys';

export function useRetention() {
  return useQuery({
    queryKey: RETENTION_KEYS.overview,
    queryFn: ({ signal }) => callEndpoint(RETENTION_ENDPOINTS.overview, { signal }),
  });
}
