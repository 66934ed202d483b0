// PUT /edrocks/api/push/topics {newLetter, letterDue, meetingTomorrow, recommit} -> as saved.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUSH_ENDPOINTS, type PushTopicSettings } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { pushTopicsQueryKey } from './get-push-topics';

export function savePushTopics(body: PushTopicSettings) {
  return callEndpoint(PUSH_ENDPOINTS.saveTopics, { body });
}

export function useSavePushTopics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePushTopics,
    onSuccess: (saved) => queryClient.setQueryData(pushTopicsQueryKey, saved),
  });
}
