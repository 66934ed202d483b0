// PUT /edrocks/api/events/:id: the whole event; ticket types with their id are kept, without
// one added, left out removed (409 TICKET_TYPE_HAS_SALES when one has orders).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_ENDPOINTS, type EventUpdateBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { EVENT_KEYS } from './event-keys';

export function updateEvent(id: number, body: EventUpdateBody) {
  return callEndpoint(EVENT_ENDPOINTS.update, { params: { id }, body });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: EventUpdateBody }) => updateEvent(id, body),
    onSuccess: (event) => storeRecord(queryClient, EVENT_KEYS, event),
  });
}
