// POST /edrocks/api/data-requests {kind, personName, personEmail, message, receivedOn} -> the
// request, due 30 days after it was received (super admin).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DATA_REQUEST_ENDPOINTS, type DataRequestCreate } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { DATA_REQUEST_KEYS } from './get-data-requests';

export function useCreateDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DataRequestCreate) => callEndpoint(DATA_REQUEST_ENDPOINTS.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DATA_REQUEST_KEYS.all }),
  });
}
