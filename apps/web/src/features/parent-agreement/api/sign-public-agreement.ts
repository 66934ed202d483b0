// POST /edrocks/public/agreements/:key/sign -> 201 once; the link then says it is signed.
import {
  PARENT_AGREEMENT_ENDPOINTS,
  type PublicAgreementSignBody,
  type PublicSignature,
} from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function signPublicAgreement(
  key: string,
  body: PublicAgreementSignBody,
): Promise<PublicSignature> {
  return callPublicEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicSign, { params: { key }, body });
}
