// GET /edrocks/api/agreements/parent?sponsorId= -> where a sponsor stands with the parent
// agreement (a sponsor's own: no sponsorId), and the parents it can be sent to.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PARENT_AGREEMENT_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { AGREEMENT_KEYS } from './agreement-keys';

export function useParentAgreement(sponsorId: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...AGREEMENT_KEYS.own('parent'), sponsorId ?? 'mine', i18n.language],
    queryFn: ({ signal }) =>
      callEndpoint(PARENT_AGREEMENT_ENDPOINTS.status, {
        query: sponsorId === undefined ? {} : { sponsorId },
        signal,
      }),
  });
}
