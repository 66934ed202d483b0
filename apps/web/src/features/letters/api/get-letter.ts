// GET /edrocks/api/letters/:id -> one letter (its writer; its recipient once delivered;
// coordinators with its review: reasons, screening matches, claim and history).
import { useQuery } from '@tanstack/react-query';
import { LETTER_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LETTER_KEYS } from './letter-keys';

export function getLetter(id: number, signal?: AbortSignal) {
  return callEndpoint(LETTER_ENDPOINTS.get, { params: { id }, signal });
}

export function useLetter(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: LETTER_KEYS.detail(id),
    queryFn: ({ signal }) => getLetter(id, signal),
    enabled: options.enabled ?? true,
  });
}
