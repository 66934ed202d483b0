// GET /edrocks/api/push/topics -> which notifications the sponsor wants.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUSH_ENDPOINTS } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';

export const pushTopicsQueryKey = ['push', 'topics'] as const;

export function getPushTopics(signal?: AbortSignal) {
  return callEndpoint(PUSH_ENDPOINTS.topics, { signal });
}

export function usePushTopics() {
  return useQuery(
    queryOptions({ queryKey: pushTopicsQueryKey, queryFn: ({ signal }) => getPushTopics(signal) }),
  );
}
