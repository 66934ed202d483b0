// GET /edrocks/api/agreements/missing-texts -> the required agreements without a published text,
// or without one in a language (coordinators). Under the agreements' keys: publishing a text on
// the Agreements screen refreshes it.
import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_ENDPOINTS } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export function useMissingAgreementTexts() {
  return useQuery({
    queryKey: QUERY_KEYS.agreements.own('missing-texts'),
    queryFn: ({ signal }) => callEndpoint(AGREEMENT_ENDPOINTS.missingTexts, { signal }),
  });
}
