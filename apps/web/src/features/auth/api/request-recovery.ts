// POST /edrocks/public/auth/recovery {email} -> 202, whether or not the e-mail has an account.
import { API, type RecoveryRequestBody } from '@portal/shared';
import { httpRequest } from '../../../lib/http';

export function requestRecovery(body: RecoveryRequestBody): Promise<void> {
  return httpRequest<void>(API.recovery, { method: 'POST', body });
}
