// GET /edrocks/api/me/export -> a ZIP of everything the portal holds about the signed-in person.
import { PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function downloadMyData(): Promise<void> {
  const file = await downloadEndpoint(PERSON_EXPORT_ENDPOINTS.me, {});
  saveFile(file, 'my-data.zip');
}
