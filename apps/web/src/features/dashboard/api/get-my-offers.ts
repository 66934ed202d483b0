// GET /edrocks/api/sponsorships/offers/mine -> the signed-in sponsor's open offers of another
// student and those of the last days (none for who is no sponsor: only sponsors ask).
import { useQuery } from '@tanstack/react-query';
import { SPONSOR_OFFER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_OFFERS_KEY } from './offer-keys';

export function useMyOffers() {
  return useQuery({
    queryKey: MY_OFFERS_KEY,
    queryFn: ({ signal }) => callEndpoint(SPONSOR_OFFER_ENDPOINTS.mine, { signal }),
  });
}
