// GET /edrocks/public/donations/:id/status?key= -> what became of a gift (pending until the
// provider's webhook confirms it); 404 for a wrong key or an unknown id.
import { DONATION_ENDPOINTS, type DonationStatusAnswer } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getDonationStatus(
  id: number,
  key: string,
  signal?: AbortSignal,
): Promise<DonationStatusAnswer> {
  return callPublicEndpoint(DONATION_ENDPOINTS.status, {
    params: { id },
    query: { key },
    ...(signal ? { signal } : {}),
  });
}
