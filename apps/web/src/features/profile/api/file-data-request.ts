// POST /edrocks/api/me/data-requests {kind, message} -> the request about the signed-in person,
// due 30 days later (429 after a few in a day).
import { useMutation } from '@tanstack/react-query';
import { DATA_REQUEST_ENDPOINTS, type OwnDataRequest } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export function useFileDataRequest() {
  return useMutation({
    mutationFn: (body: OwnDataRequest) => callEndpoint(DATA_REQUEST_ENDPOINTS.fileOwn, { body }),
  });
}
