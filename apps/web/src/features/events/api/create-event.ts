// POST /edrocks/api/events {name, slug?, ..., ticketTypes} -> 201 the event; 409
// EVENT_SLUG_TAKEN.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EVENT_ENDPOINTS, type EventBody } from '@portal/shared';
import { callEndpoint } from '../../../lib/call-endpoint';
import { storeRecord } from '../../../lib/record-cache';
import { EVENT_KEYS } from './event-keys';

export function createEvent(body: EventBody) {
  return callEndpoint(EVENT_ENDPOINTS.create, { body });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => storeRecord(queryClient, EVENT_KEYS, event),
  });
}
