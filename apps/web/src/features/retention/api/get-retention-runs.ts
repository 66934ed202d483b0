// GET /edrocks/api/retention/runs -> what each run removed, newest first (super admin).
import { useQuery } from '@tanstack/react-query';
import { RETENTION_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { RETENTION_KEYS } from './retention-keys';

export function useRetentionRuns() {
  return useQuery({
    queryKey: RETENTION_KEYS.runs,
    queryFn: ({ signal }) => callEndpoint(RETENTION_ENDPOINTS.runs, { signal }),
  });
}
