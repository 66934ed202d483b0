// The addresses campaigns leave out (GET EMAIL_PATHS.addresses): unsubscribed or bouncing
// (mail_addresses_marked_idx), an admin's only when the address is one of their people's.
import { and, sql, type SQL } from 'drizzle-orm';
import {
  EXACT_TOTAL_LIMIT,
  SEARCH_TOTAL_LIMIT,
  type AddressMark,
  type AddressSortField,
  type AddressState,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { mailAddresses } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';

export interface AddressFilters {
  q?: string | undefined;
  mark?: AddressMark | undefined;
  sort: AddressSortField;
  order: 'asc' | 'desc';
}

/** The addresses an admin reads (mail-log-scope.ts); undefined: every one. */
export type AddressReach = SQL | undefined;

const markedAt = sql`coalesce(${mailAddresses.bouncingSince}, ${mailAddresses.unsubscribedAt})`;

export function selectAddresses(db: Database) {
  return db
    .select({
      email: mailAddresses.email,
      unsubscribedAt: mailAddresses.unsubscribedAt,
      bounces: mailAddresses.bounces,
      bouncingSince: mailAddresses.bouncingSince,
      lastError: mailAddresses.lastError,
      markedAtKey: sql<string>`${markedAt}::text`,
    })
    .from(mailAddresses);
}

export type AddressRecord = Awaited<ReturnType<typeof selectAddresses>>[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function addressConditions(reach: AddressReach, filters: AddressFilters): SQL | undefined {
  const mark =
    filters.mark === 'unsubscribed'
      ? sql`${mailAddresses.unsubscribedAt} is not null`
      : filters.mark === 'bouncing'
        ? sql`${mailAddresses.bouncingSince} is not null`
        : sql`(${mailAddresses.unsubscribedAt} is not null or ${mailAddresses.bouncingSince} is not null)`;
  return and(
    reach,
    mark,
    filters.q
      ? sql`${mailAddresses.email} like ${`%${escapeLike(filters.q.toLowerCase())}%`}`
      : undefined,
  );
}

function addressSortKeys(sort: AddressSortField): Array<SortKey<AddressRecord>> {
  const email: SortKey<AddressRecord> = {
    column: mailAddresses.email,
    type: 'text',
    value: (row) => row.email,
  };
  if (sort === 'markedAt')
    return [{ column: markedAt, type: 'timestamp', value: (row) => row.markedAtKey }, email];
  return [email];
}

export function toAddressState(row: Omit<AddressRecord, 'markedAtKey'>): AddressState {
  return {
    email: row.email,
    mark: row.unsubscribedAt ? 'unsubscribed' : row.bouncingSince ? 'bouncing' : null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
    bounces: row.bounces,
    bouncingSince: row.bouncingSince?.toISOString() ?? null,
    lastError: row.lastError,
  };
}

export const addressList = defineList<AddressReach, AddressFilters, AddressRecord, AddressState>({
  where: addressConditions,
  query: selectAddresses,
  sortKeys: (filters) => addressSortKeys(filters.sort),
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  toItem: toAddressState,
});
