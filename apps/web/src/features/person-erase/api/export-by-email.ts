// POST /edrocks/api/people/export-by-email `{ email }` -> a ZIP of everything the portal holds
// under an e-mail that is no account's (the e-mail in the body, never in the address).
import { PERSON_EXPORT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function exportByEmail(email: string): Promise<void> {
  const file = await downloadEndpoint(PERSON_EXPORT_ENDPOINTS.byEmail, { body: { email } });
  saveFile(file, 'person-data.zip');
}
