// POST /edrocks/api/email/templates (new) or PUT /edrocks/api/email/templates/:id (change)
// { name, subject, body } -> the saved template (its variables checked).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type TemplateInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { TEMPLATE_KEYS } from './email-keys';

export function saveTemplate(id: number | null, body: TemplateInput) {
  return id === null
    ? callEndpoint(EMAIL_ENDPOINTS.createTemplate, { body })
    : callEndpoint(EMAIL_ENDPOINTS.updateTemplate, { params: { id }, body });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TemplateInput }) =>
      saveTemplate(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.lists }),
  });
}
