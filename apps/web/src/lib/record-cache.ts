// What a change does to the cache, the same for every kind of record: the record's details take
// the server's answer and its lists refetch (config/query-keys.ts gives the keys).
import type { QueryClient } from '@tanstack/react-query';
import type { RecordKeys } from '../config/query-keys';

export async function storeRecord(
  queryClient: QueryClient,
  keys: RecordKeys,
  record: { id: number },
): Promise<void> {
  queryClient.setQueryData(keys.detail(record.id), record);
  await queryClient.invalidateQueries({ queryKey: keys.lists });
}

/** After a delete: the record leaves the cache and its lists refetch. */
export async function forgetRecord(
  queryClient: QueryClient,
  keys: RecordKeys,
  id: number,
): Promise<void> {
  queryClient.removeQueries({ queryKey: keys.detail(id) });
  await queryClient.invalidateQueries({ queryKey: keys.lists });
}
