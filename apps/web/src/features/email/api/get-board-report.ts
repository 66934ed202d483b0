// GET /edrocks/api/email/board-report -> the monthly programme report's settings (on or off,
// its day, when it goes next, the last one sent).
import { useQuery } from '@tanstack/react-query';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { BOARD_REPORT_KEY } from './email-keys';

export function getBoardReport(signal?: AbortSignal) {
  return callEndpoint(EMAIL_ENDPOINTS.boardReport, { signal });
}

export function useBoardReport() {
  return useQuery({ queryKey: BOARD_REPORT_KEY, queryFn: ({ signal }) => getBoardReport(signal) });
}
