// DELETE /edrocks/api/email/templates/:id -> 204: the template goes (campaigns keep their text).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { TEMPLATE_KEYS } from './email-keys';

export function removeTemplate(id: number) {
  return callEndpoint(EMAIL_ENDPOINTS.removeTemplate, { params: { id } });
}

export function useRemoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.lists }),
  });
}
