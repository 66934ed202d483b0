// DELETE /edrocks/api/email/board-members/:id -> 204: the member no longer gets the report.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { BOARD_MEMBER_KEYS, BOARD_REPORT_KEY } from './email-keys';

export function removeBoardMember(id: number) {
  return callEndpoint(EMAIL_ENDPOINTS.removeBoardMember, { params: { id } });
}

export function useRemoveBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBoardMember,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOARD_MEMBER_KEYS.lists });
      await queryClient.invalidateQueries({ queryKey: BOARD_REPORT_KEY });
    },
  });
}
