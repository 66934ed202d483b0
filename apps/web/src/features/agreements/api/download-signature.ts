// GET /edrocks/api/agreements/signatures/:id/pdf -> a signed agreement as a PDF file.
import { PARENT_AGREEMENT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function downloadSignaturePdf(signatureId: number): Promise<void> {
  const file = await downloadEndpoint(PARENT_AGREEMENT_ENDPOINTS.signaturePdf, {
    params: { id: signatureId },
  });
  saveFile(file, `agreement-${signatureId}.pdf`);
}
