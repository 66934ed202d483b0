// GET /edrocks/api/email/board-members -> the board members (no account): name, e-mail,
// language. The super admin's only.
import { useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { BOARD_MEMBER_KEYS } from './email-keys';

export function getBoardMembers(signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.boardMembers, { signal });
}

export function useBoardMembers() {
  return useQuery({
    queryKey: BOARD_MEMBER_KEYS.lists,
    queryFn: ({ signal }) => getBoardMembers(signal),
  });
}
