// POST /edrocks/public/auth/recovery/reset {token, password, confirmPassword} -> 204, or 400
// RECOVERY_LINK_INVALID when the link expired or was used.
import { AUTH_ENDPOINTS, type RecoveryResetBody } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function resetPassword(body: RecoveryResetBody) {
  return callPublicEndpoint(AUTH_ENDPOINTS.resetPassword, { body });
}
