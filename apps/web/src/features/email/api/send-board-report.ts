// POST /edrocks/api/email/board-report/send -> 202 { campaignId }: the programme report goes to
// the board now, in each member's language (409 without members).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { BOARD_REPORT_KEY, CAMPAIGN_KEYS } from './email-keys';

export function sendBoardReport() {
  return callEndpoint(EMAIL_ENDPOINTS.sendBoardReport);
}

export function useSendBoardReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBoardReport,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: BOARD_REPORT_KEY });
      await queryClient.invalidateQueries({ queryKey: CAMPAIGN_KEYS.lists });
    },
  });
}
