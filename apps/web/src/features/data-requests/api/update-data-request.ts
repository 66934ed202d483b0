// PATCH /edrocks/api/data-requests/:id {state, note} -> the request (super admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_REQUEST_ENDPOINTS, type DataRequestUpdate } from '@portal/shared';
import { HISTORY_KEYS } from '../../../components/record-history/history-queries';
import { callEndpoint } from '../../../lib/call-endpoint';
import { DATA_REQUEST_KEYS } from './get-data-requests';

export function useUpdateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: DataRequestUpdate }) =>
      callEndpoint(DATA_REQUEST_ENDPOINTS.update, { params: { id }, body }),
    onSuccess: (_saved, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: DATA_REQUEST_KEYS.all }),
        // The change is the History's newest entry.
        queryClient.invalidateQueries({ queryKey: HISTORY_KEYS.record('dataRequest', id) }),
      ]),
  });
}
