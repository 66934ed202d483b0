// POST /edrocks/public/donations {amountCents, firstName, lastName, email, message?, memo?,
// sponsorId?, studentId?} -> 201 {donationId, checkoutUrl}; 422 under the minimum or over the
// maximum; 404 when the page's sponsorship is not current.
import {
  DONATION_ENDPOINTS,
  type DonationCheckout,
  type DonationSettings,
  type PublicDonationBody,
} from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export type { DonationSettings };

export function createDonation(body: PublicDonationBody): Promise<DonationCheckout> {
  return callPublicEndpoint(DONATION_ENDPOINTS.create, { body });
}
