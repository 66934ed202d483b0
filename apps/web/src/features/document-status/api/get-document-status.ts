// GET /edrocks/api/document-status?q=&page=&pageSize=&cursor=&sort=&order=&periodId=&schoolId=
// &villageId=&onlyMissing= -> one page of the year's grid (a row per sponsor) and its columns.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOCUMENT_STATUS_ENDPOINTS } from '@portal/shared';
import { callEndpoint, type QueryInput } from '../../../lib/call-endpoint';
import { DOCUMENT_STATUS_KEYS } from './document-status-keys';

export type DocumentStatusListQuery = QueryInput<typeof DOCUMENT_STATUS_ENDPOINTS.list>;

export function getDocumentStatus(query: DocumentStatusListQuery, signal?: AbortSignal) {
  return callEndpoint(DOCUMENT_STATUS_ENDPOINTS.list, { query, signal });
}

export function useDocumentStatus(query: DocumentStatusListQuery) {
  return useQuery({
    queryKey: DOCUMENT_STATUS_KEYS.list(query),
    queryFn: ({ signal }) => getDocumentStatus(query, signal),
    placeholderData: keepPreviousData,
  });
}
