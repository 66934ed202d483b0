// PUT /edrocks/api/retention {rules: [{kind, period, enabled}]} -> the rules and the new preview
// (super admin; 400 with the field's words for a period outside the kind's limits).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETENTION_ENDPOINTS, type RetentionRuleInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { RETENTION_KEYS } from './retention-keys';

export function useSaveRetentionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: RetentionRuleInput[]) =>
      callEndpoint(RETENTION_ENDPOINTS.saveRules, { body: { rules } }),
    onSuccess: (overview) => queryClient.setQueryData(RETENTION_KEYS.overview, overview),
  });
}
