// POST /edrocks/api/tickets/check-in {code} -> the ticket, now checked in; 422
// TICKET_CODE_INVALID, 409 TICKET_ALREADY_CHECKED_IN (params.checkedInAt), 409 TICKET_NOT_VALID.
import { useMutation } from '@tanstack/react-query';
import { TICKET_CHECK_IN_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function checkInTicket(code: string) {
  return callEndpoint(TICKET_CHECK_IN_ENDPOINTS.checkIn, { body: { code } });
}

export function useCheckInTicket() {
  return useMutation({ mutationFn: checkInTicket });
}
