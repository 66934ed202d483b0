// GET /edrocks/api/agreements/signatures/:id/pdf -> a parent's signature as a PDF, for the
// coordinator who checks it.
import { PARENT_AGREEMENT_ENDPOINTS } from '@portal/shared';
import { saveFile } from '../../../lib/api-client';
import { downloadEndpoint } from '../../../lib/call-endpoint';

export async function downloadParentSignature(signatureId: number): Promise<void> {
  const file = await downloadEndpoint(PARENT_AGREEMENT_ENDPOINTS.signaturePdf, {
    params: { id: signatureId },
  });
  saveFile(file, `parent-agreement-${signatureId}.pdf`);
}
