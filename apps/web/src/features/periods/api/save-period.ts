// POST /edrocks/api/periods (create a draft) and PATCH /edrocks/api/periods/:id (edit) -> the
// saved year; an edit may also set `unansweredRule` (409 PERIOD_NAME_TAKEN, PERIOD_OVERLAP, PERIOD_CLOSED).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PERIOD_ENDPOINTS, type CreatePeriodBody, type UpdatePeriodBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { PERIOD_KEYS } from './period-keys';

export function createPeriod(body: CreatePeriodBody) {
  return callEndpoint(PERIOD_ENDPOINTS.create, { body });
}

export function updatePeriod(id: number, body: UpdatePeriodBody) {
  return callEndpoint(PERIOD_ENDPOINTS.update, { params: { id }, body });
}

/** Creates when `id` is undefined, updates otherwise; the lists are refreshed afterwards. */
export function useSavePeriod(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePeriodBody & UpdatePeriodBody) =>
      id === undefined ? createPeriod(body) : updatePeriod(id, body),
    onSuccess: (period) => storeRecord(queryClient, PERIOD_KEYS, period),
  });
}
