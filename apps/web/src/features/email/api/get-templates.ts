// GET /edrocks/api/email/templates -> the saved messages, by name.
import { useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { TEMPLATE_KEYS } from './email-keys';

export function getTemplates(signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.templates, { signal });
}

export function useTemplates({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: TEMPLATE_KEYS.lists,
    queryFn: ({ signal }) => getTemplates(signal),
    enabled,
  });
}
