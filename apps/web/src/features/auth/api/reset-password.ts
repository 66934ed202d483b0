// POST /edrocks/public/auth/recovery/reset {token, password, confirmPassword} -> 204, or 400
// RECOVERY_LINK_INVALID when the link expired or was used.
import { API, type RecoveryResetBody } from '@portal/shared';
import { httpRequest } from '../../../lib/http';

export function resetPassword(body: RecoveryResetBody): Promise<void> {
  return httpRequest<void>(API.recoveryReset, { method: 'POST', body });
}
