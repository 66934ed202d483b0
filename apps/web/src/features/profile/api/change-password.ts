// POST /edrocks/api/me/password {currentPassword, password, confirmPassword} -> 204, or 400
// WRONG_CURRENT_PASSWORD.
import { useMutation } from '@tanstack/react-query';
import { API, type ChangePasswordBody } from '@portal/shared';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(body: ChangePasswordBody): Promise<void> {
  return apiRequest<void>(API.mePassword, { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
