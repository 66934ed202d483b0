// GET /edrocks/public/agreements/:key?language= -> the texts to sign, the sponsor's name and
// the parent's language (404 unknown, 410 used or expired, 429 too many guesses).
import { PARENT_AGREEMENT_ENDPOINTS, type Language, type PublicAgreement } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getPublicAgreement(
  key: string,
  language: Language | undefined,
  signal?: AbortSignal,
): Promise<PublicAgreement> {
  return callPublicEndpoint(PARENT_AGREEMENT_ENDPOINTS.publicAgreement, {
    params: { key },
    query: language ? { language } : {},
    ...(signal ? { signal } : {}),
  });
}
