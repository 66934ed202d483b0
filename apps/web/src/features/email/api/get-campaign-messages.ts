// GET /edrocks/api/email/campaigns/:id/messages?q=&status=&page=... -> one page of the
// campaign's per-recipient log. Read again with the campaign while it moves, and once more when
// it stops: its last messages may have been sent after the log's last reading.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { EMAIL_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { CAMPAIGN_MESSAGE_KEYS } from './email-keys';
import { CAMPAIGN_REFRESH_MS } from './get-campaign';

export type CampaignMessagesQuery = QueryInput<typeof EMAIL_ENDPOINTS.messages>;

export function getCampaignMessages(
  id: number,
  query: CampaignMessagesQuery,
  signal?: AbortSignal,
) {
  return callEndpoint(EMAIL_ENDPOINTS.messages, { params: { id }, query, signal });
}

export function useCampaignMessages(
  id: number,
  query: CampaignMessagesQuery,
  { isMoving }: { isMoving: boolean },
) {
  const messages = useQuery({
    queryKey: CAMPAIGN_MESSAGE_KEYS.list(id, query),
    queryFn: ({ signal }) => getCampaignMessages(id, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: isMoving ? CAMPAIGN_REFRESH_MS : false,
  });
  const wasMoving = useRef(isMoving);
  const { refetch } = messages;
  useEffect(() => {
    if (wasMoving.current && !isMoving) void refetch();
    wasMoving.current = isMoving;
  }, [isMoving, refetch]);
  return messages;
}
