// GET /edrocks/api/agreements/mine -> the sponsor's required agreements, in the UI language
// (Accept-Language), with their state and the name a signature must match.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AGREEMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useMyAgreements() {
  const { i18n } = useTranslation();
  return useQuery({
    // The texts come in the UI language: a switch reads them again.
    queryKey: [...AGREEMENT_KEYS.own('mine'), i18n.language],
    queryFn: ({ signal }) => callEndpoint(AGREEMENT_ENDPOINTS.mine, { signal }),
  });
}
