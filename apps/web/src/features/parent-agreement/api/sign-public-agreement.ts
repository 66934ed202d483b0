// POST /edrocks/public/agreements/:key/sign -> 201 once; the link then says it is signed.
import {
  PARENT_AGREEMENT_ENDPOINTS,
  type PublicAgreementSignBody,
  type PublicSignature,
} from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';
import { deviceId } from '../../../lib/device-id';

export function signPublicAgreement(
  key: string,
  body: PublicAgreementSignBody,
): Promise<PublicSignature> {
  // The browser's id: signed in the browser the sponsor signs in with, a coordinator checks it.
  return callPublicEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicSign, {
    params: { key },
    body: { ...body, deviceId: deviceId() },
  });
}
