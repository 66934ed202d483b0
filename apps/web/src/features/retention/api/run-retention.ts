// POST /edrocks/api/retention/run {asOf} -> the run, which removed what the preview counted at
// `asOf` (super admin; 409 when another run is going or the preview is out of date).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETENTION_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { RETENTION_KEYS } from './retention-keys';

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asOf: string) => callEndpoint(RETENTION_ENDPOINTS.run, { body: { asOf } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RETENTION_KEYS.all }),
  });
}
