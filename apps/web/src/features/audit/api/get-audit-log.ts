// GET /edrocks/api/audit/log?q=&page=&pageSize=&order=&action=&entity=&from=&to= -> one page of
// the whole audit log (super admin).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AUDIT_ENDPOINTS, AUDIT_SORT_FIELDS } from '@portal/shared';
import type { ListUrlStateConfig } from '../../../components/data-table';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';

export type AuditLogQuery = QueryInput<typeof AUDIT_ENDPOINTS.list>;

/** The log's sort, filters and defaults as its URL holds them: newest first. */
export const AUDIT_LOG_LIST = {
  sortFields: AUDIT_SORT_FIELDS,
  defaultOrder: 'desc',
  filters: ['action', 'entity', 'from', 'actorId', 'entityId'],
} as const satisfies ListUrlStateConfig<string, string>;

export const AUDIT_LOG_KEYS = {
  all: ['audit-log'] as const,
  list: (query: AuditLogQuery) => ['audit-log', 'list', query] as const,
};

export function getAuditLog(query: AuditLogQuery, signal?: AbortSignal) {
  return callEndpoint(AUDIT_ENDPOINTS.list, { query, signal });
}

export function useAuditLog(query: AuditLogQuery) {
  return useQuery({
    queryKey: AUDIT_LOG_KEYS.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    placeholderData: keepPreviousData,
  });
}
