// A record's history (AUDIT_ENDPOINTS.history), newest first, a page at a time ("Show older"
// asks for the entries before the last one shown). Shared by the details screens that show a
// History section (students, sponsors); read only when the section is opened.
import { useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_ENDPOINTS, type AuditEntity, type AuditHistory } from '@portal/shared';
import { callEndpoint } from '../../lib/call-endpoint';

export const HISTORY_KEYS = {
  all: ['history'] as const,
  record: (entity: AuditEntity, id: number) => ['history', entity, id] as const,
};

export function getRecordHistory(
  entity: AuditEntity,
  id: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<AuditHistory> {
  return callEndpoint(AUDIT_ENDPOINTS.history, {
    query: { entity, id, ...(before === undefined ? {} : { before }) },
    signal,
  });
}

export function useRecordHistory(entity: AuditEntity, id: number, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: HISTORY_KEYS.record(entity, id),
    queryFn: ({ pageParam, signal }) => getRecordHistory(entity, id, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
    enabled: isEnabled,
  });
}
