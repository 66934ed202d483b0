// GET /edrocks/public/donations/settings -> currency, minimum, maximum, presets and the goal.
import { DONATION_ENDPOINTS, type DonationSettings } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getDonationSettings(signal?: AbortSignal): Promise<DonationSettings> {
  return callPublicEndpoint(DONATION_ENDPOINTS.settings, signal ? { signal } : {});
}
