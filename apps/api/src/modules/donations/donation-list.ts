// The gifts list (GET API.donations and its export; decision 024), described once: the caller's
// reach and the filters with the donor search, the sort keys, and each gift as the caller may see
// it (donation-view.ts). A sponsor's list and file hold what their list shows (first names,
// messages, amounts, dates), nothing more.
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  DONOR_MESSAGE_REVIEWS_SHOWN,
  EXACT_TOTAL_LIMIT,
  SEARCH_TOTAL_LIMIT,
  normalizeSearchText,
  type Donation,
  type DonationPageList,
  type DonationSortField,
  type DonationStatus,
} from '@portal/shared';
import { PLAN_PER_CALL } from '../../db/statement-names';
import { donations } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { defineList } from '../../lib/list-definition';
import type { PageRequest, SortKey } from '../../lib/list-page';
import type { PaymentProviderName } from '../../lib/payments/payment-provider';
import type { Database } from '../../db/client';
import { isSponsorCaller, toDonation } from './donation-view';
import {
  donationVisibility,
  selectDonations,
  type DonationRecord,
  type DonationVisibility,
} from './donations.repo';

export interface DonationListFilters {
  q?: string | undefined;
  periodId?: number | undefined;
  schoolId?: number | undefined;
  sponsorId?: number | undefined;
  studentId?: number | undefined;
  method?: 'online' | 'manual' | undefined;
  status?: DonationStatus | undefined;
  /**
   * A sponsor's list (decision 032): what a sponsor may not read, they may not find or sort by
   * either. The search matches the first names of the gifts whose message the review lets them
   * see, and never a last name.
   */
  isLimitedToFirstNames?: boolean | undefined;
}

/** The donor's name as searched: first and last name, accents and case removed. */
const donorSearchText = sql`lower(translate(${donations.firstName} || ' ' || ${donations.lastName}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;
/** What a sponsor may search: the first name alone, as their list shows it. */
const donorFirstNameSearchText = sql`lower(translate(${donations.firstName}, 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun'))`;

/**
 * Every word typed appears in the donor's name (as lib/search-text.ts does for search_text
 * columns; donations have none, so the name is folded here the same way for the letters Spanish
 * names use). Planned on every call, like every search.
 */
function donorSearchCondition(
  query: string | undefined,
  isLimitedToFirstNames: boolean,
): SQL | undefined {
  if (!query) return undefined;
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return undefined;
  const escape = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);
  const searched = isLimitedToFirstNames ? donorFirstNameSearchText : donorSearchText;
  const matches = and(...words.map((word) => sql`${searched} like ${`%${escape(word)}%`}`));
  const shown = isLimitedToFirstNames
    ? sql` and ${inArray(donations.messageReview, [...DONOR_MESSAGE_REVIEWS_SHOWN])}`
    : sql``;
  return sql`(${matches}${shown} ${sql.raw(PLAN_PER_CALL)})`;
}

function listConditions(visibility: DonationVisibility, filters: DonationListFilters): SQL {
  const conditions: Array<SQL | undefined> = [
    visibility.condition,
    filters.status
      ? eq(donations.status, filters.status)
      : inArray(donations.status, ['confirmed', 'refunded']),
  ];
  if (filters.periodId !== undefined) conditions.push(eq(donations.periodId, filters.periodId));
  if (filters.schoolId !== undefined) conditions.push(eq(donations.schoolId, filters.schoolId));
  if (filters.sponsorId !== undefined) conditions.push(eq(donations.sponsorId, filters.sponsorId));
  if (filters.studentId !== undefined) conditions.push(eq(donations.studentId, filters.studentId));
  if (filters.method === 'online') conditions.push(eq(donations.method, 'online'));
  if (filters.method === 'manual') conditions.push(ne(donations.method, 'online'));
  conditions.push(donorSearchCondition(filters.q, filters.isLimitedToFirstNames === true));
  return and(...conditions) ?? sql`true`;
}

function donationSortKeys(
  sort: DonationSortField,
  isLimitedToFirstNames = false,
): Array<SortKey<DonationRecord>> {
  const id: SortKey<DonationRecord> = {
    column: donations.id,
    type: 'integer',
    value: (row) => row.donation.id,
  };
  if (sort === 'amount')
    return [
      { column: donations.amountCents, type: 'integer', value: (row) => row.donation.amountCents },
      id,
    ];
  if (sort === 'donor' && isLimitedToFirstNames)
    return [
      { column: donations.firstName, type: 'text', value: (row) => row.donation.firstName },
      id,
    ];
  if (sort === 'donor')
    return [
      { column: donations.lastName, type: 'text', value: (row) => row.donation.lastName },
      { column: donations.firstName, type: 'text', value: (row) => row.donation.firstName },
      id,
    ];
  return [
    {
      column: sql`coalesce(${donations.paidAt}, ${donations.createdAt})`,
      type: 'timestamp',
      value: (row) => row.dateKey,
    },
    id,
  ];
}

type DonationListRequest = DonationListFilters & {
  sort: DonationSortField;
  order: 'asc' | 'desc';
};

/** Who reads the items: the caller, and the provider configured now (only its gifts refund). */
interface DonationViewer {
  auth: AuthContext;
  paymentProvider: PaymentProviderName;
}

const donationList = defineList<
  DonationVisibility,
  DonationListRequest,
  DonationRecord,
  Donation,
  DonationViewer
>({
  where: listConditions,
  query: selectDonations,
  // A search tests every gift it counts.
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  sortKeys: (filters) => donationSortKeys(filters.sort, filters.isLimitedToFirstNames),
  toItem: (record, { auth, paymentProvider }) => toDonation(record, auth, paymentProvider),
});

/** What the list's answers read: the database and the provider configured now. */
export interface DonationListContext {
  db: Database;
  paymentProvider: PaymentProviderName;
}

export type DonationListInput = DonationListFilters & PageRequest & { sort: DonationSortField };

export type DonationExportInput = DonationListRequest;

export function list(
  { db, paymentProvider }: DonationListContext,
  auth: AuthContext,
  query: DonationListInput,
): Promise<DonationPageList> {
  const request = { ...query, isLimitedToFirstNames: isSponsorCaller(auth) };
  return donationList.page(db, donationVisibility(auth), request, { auth, paymentProvider });
}

/** Every gift of the filtered list, in its order, read in keyset batches. */
export function exportRows(
  { db, paymentProvider }: DonationListContext,
  auth: AuthContext,
  input: DonationExportInput,
): AsyncIterable<Donation> {
  const filters = { ...input, isLimitedToFirstNames: isSponsorCaller(auth) };
  const records = donationList.rows(db, donationVisibility(auth), filters);
  return (async function* () {
    for await (const record of records) yield toDonation(record, auth, paymentProvider);
  })();
}
