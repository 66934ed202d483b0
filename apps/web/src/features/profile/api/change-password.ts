// POST /edrocks/api/me/password {currentPassword, password, confirmPassword} -> 204, or 400
// WRONG_CURRENT_PASSWORD.
import { useMutation } from '@tanstack/react-query';
import { PROFILE_ENDPOINTS, type ChangePasswordBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function changePassword(body: ChangePasswordBody) {
  return callEndpoint(PROFILE_ENDPOINTS.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
