// GET /edrocks/api/people/:userId/export -> a ZIP of everything the portal holds about a user's
// person (the super admin's).
import { PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function downloadPersonData(userId: number): Promise<void> {
  const file = await downloadEndpoint(PERSON_EXPORT_ENDPOINTS.person, { params: { userId } });
  saveFile(file, `person-${userId}-data.zip`);
}
