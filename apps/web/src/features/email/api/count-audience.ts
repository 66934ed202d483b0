// POST /edrocks/api/email/audience { audience, q? } -> how many it reaches, who is left out
// (unsubscribed, bouncing) and some recipients to preview. The composer asks once the audience
// has stopped changing for a moment (its caller debounces).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type AudienceQuery } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AUDIENCE_KEY } from './email-keys';

export function countAudience(body: AudienceQuery, signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.audience, { body, signal });
}

export function useAudienceCount(body: AudienceQuery | null) {
  return useQuery({
    queryKey: AUDIENCE_KEY(body ?? {}),
    queryFn: ({ signal }) => countAudience(body!, signal),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
