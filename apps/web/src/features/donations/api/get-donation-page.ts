// GET /edrocks/public/donations/pages/:sponsorPublicId/:studentPublicId -> a sponsor's page for one
// student (first names, the sponsor's approved text, the goal and what was raised, donors'
// messages); 404 when the ids are unknown or the page is not open; 429 after too many unknown ids
// from one connection.
import { DONATION_ENDPOINTS, type DonationPage } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getDonationPage(
  sponsorPublicId: string,
  studentPublicId: string,
  signal?: AbortSignal,
): Promise<DonationPage> {
  return callPublicEndpoint(DONATION_ENDPOINTS.page, {
    params: { sponsorPublicId, studentPublicId },
    ...(signal ? { signal } : {}),
  });
}
