// POST /edrocks/api/email/board-members (new) or PUT /edrocks/api/email/board-members/:id
// { firstName, lastName, email, language } -> the member (409 when the address is listed).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type BoardMemberInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { BOARD_MEMBER_KEYS, BOARD_REPORT_KEY } from './email-keys';

export function saveBoardMember(id: number | null, body: BoardMemberInput) {
  return id === null
    ? callEndpoint(EMAIL_ENDPOINTS.createBoardMember, { body })
    : callEndpoint(EMAIL_ENDPOINTS.updateBoardMember, { params: { id }, body });
}

export function useSaveBoardMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: BoardMemberInput }) =>
      saveBoardMember(id, body),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOARD_MEMBER_KEYS.lists });
      await queryClient.invalidateQueries({ queryKey: BOARD_REPORT_KEY });
    },
  });
}
