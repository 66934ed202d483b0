// GET /edrocks/api/sponsors/:id/export -> a ZIP of everything the portal holds about a sponsor's
// record, with its account when it has one (the super admin's; a sponsor a coordinator added,
// who never signed up, has no user page to download it from).
import { PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function downloadSponsorData(sponsorId: number): Promise<void> {
  const file = await downloadEndpoint(PERSON_EXPORT_ENDPOINTS.sponsor, {
    params: { id: sponsorId },
  });
  saveFile(file, `sponsor-${sponsorId}-data.zip`);
}
