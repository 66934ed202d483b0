// GET /edrocks/api/agreements/parent?sponsorId= -> the sponsor's parent agreement, for the
// coordinators' check of a parent's signature on the sponsor's details (same key as the
// agreements screen's, so either one's change shows on both).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PARENT_AGREEMENT_ENDPOINTS } from '@portal/shared';
import { QUERY_KEYS } from '../../../config/query-keys';
import { callEndpoint } from '../../../lib/call-endpoint';

export function parentConsentKey(sponsorId: number, language: string) {
  return [...QUERY_KEYS.agreements.own('parent'), sponsorId, language] as const;
}

export function useParentConsent(sponsorId: number, { enabled }: { enabled: boolean }) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: parentConsentKey(sponsorId, i18n.language),
    queryFn: ({ signal }) =>
      callEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, { query: { sponsorId }, signal }),
    enabled,
  });
}
