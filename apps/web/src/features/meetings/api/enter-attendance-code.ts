// POST /edrocks/api/attendance {code} -> 201 the meeting attended. A wrong, expired,
// other-school or reused code answers 422 ATTENDANCE_CODE_INVALID; too many guesses 429
// TOO_MANY_ATTENDANCE_CODES.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ATTENDANCE_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { MY_MEETINGS_KEY } from './meeting-keys';

export function enterAttendanceCode(code: string) {
  return callEndpoint(ATTENDANCE_ENDPOINTS.enterCode, { body: { code } });
}

export function useEnterAttendanceCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterAttendanceCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_MEETINGS_KEY }),
  });
}
