// GET /edrocks/public/donations/pages/:sponsorId/:studentId -> a sponsor's page for one student
// (first names, the sponsor's text, the goal and what was raised, donors' messages); 404 when
// the pairing is unknown or not current.
import { DONATION_ENDPOINTS, type DonationPage } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getDonationPage(
  sponsorId: number,
  studentId: number,
  signal?: AbortSignal,
): Promise<DonationPage> {
  return callPublicEndpoint(DONATION_ENDPOINTS.page, {
    params: { sponsorId, studentId },
    ...(signal ? { signal } : {}),
  });
}
