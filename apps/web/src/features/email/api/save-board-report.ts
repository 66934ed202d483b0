// PUT /edrocks/api/email/board-report { enabled, dayOfMonth } -> the settings, with the next run.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS, type BoardReportSettingsInput } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { BOARD_REPORT_KEY } from './email-keys';

export function saveBoardReport(body: BoardReportSettingsInput) {
  return callEndpoint(EMAIL_ENDPOINTS.saveBoardReport, { body });
}

export function useSaveBoardReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBoardReport,
    onSuccess: (settings) => queryClient.setQueryData(BOARD_REPORT_KEY, settings),
  });
}
