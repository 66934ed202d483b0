// POST /edrocks/public/auth/recovery {email} -> 202, whether or not the e-mail has an account.
import { AUTH_ENDPOINTS, type RecoveryRequestBody } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export async function requestRecovery(body: RecoveryRequestBody): Promise<void> {
  await callPublicEndpoint(AUTH_ENDPOINTS.requestRecovery, { body });
}
