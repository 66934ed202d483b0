// The gifts as lists and totals (decision 024): the list a page at a time and its export, each
// gift as the caller may see it (donation-view.ts), and the total report.
import type {
  Donation,
  DonationPageList,
  DonationSortField,
  DonationSummary,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import { inBatches } from '../../lib/export';
import { orderByKeys, readPage, rowsAfter, type PageRequest } from '../../lib/list-page';
import type { AuthContext } from '../../lib/auth-context';
import { findAvailableYear, findYear } from '../periods/periods.service';
import { isSponsorCaller, toDonation } from './donation-view';
import type { PaymentProviderName } from '../../lib/payments/payment-provider';
import {
  countDonations,
  donationSortKeys,
  donationVisibility,
  findDonationBatch,
  findDonationPage,
  summarizeBySchool,
  summarizeBySponsor,
  summarizeByStudent,
  summarizeByYear,
  type DonationListFilters,
  type DonationRecord,
} from './donations.repo';

export type DonationListInput = DonationListFilters & PageRequest & { sort: DonationSortField };

export type DonationExportInput = DonationListFilters & {
  sort: DonationSortField;
  order: 'asc' | 'desc';
};

export function createDonationListService(deps: {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'payments'>;
  /** The provider configured now: only its gifts can be refunded. */
  paymentProvider: PaymentProviderName;
}) {
  const { db, clock, paymentProvider } = deps;
  const currency = deps.config.payments.currency;

  return {
    async list(auth: AuthContext, query: DonationListInput): Promise<DonationPageList> {
      const visibility = donationVisibility(auth);
      const filters = { ...query, isLimitedToFirstNames: isSponsorCaller(auth) };
      return readPage({
        request: query,
        keys: donationSortKeys(query.sort, filters.isLimitedToFirstNames),
        readRows: (window) => findDonationPage(db, visibility, filters, window),
        countTotal: () => countDonations(db, visibility, filters),
        toItem: (record) => toDonation(record, auth, paymentProvider),
      });
    },

    /**
     * Every gift of the filtered list, in its order, read in keyset batches. A sponsor's file
     * holds what their list shows (first names, messages, amounts, dates), nothing more.
     */
    exportRows(auth: AuthContext, input: DonationExportInput): AsyncIterable<Donation> {
      const visibility = donationVisibility(auth);
      const filters = { ...input, isLimitedToFirstNames: isSponsorCaller(auth) };
      const keys = donationSortKeys(filters.sort, filters.isLimitedToFirstNames);
      const orderBy = orderByKeys(keys, filters.order);
      const records = inBatches<DonationRecord>((after, limit) =>
        findDonationBatch(
          db,
          visibility,
          filters,
          orderBy,
          after && rowsAfter(keys, filters.order, after),
          limit,
        ),
      );
      return (async function* () {
        for await (const record of records) yield toDonation(record, auth, paymentProvider);
      })();
    },

    async summary(query: {
      periodId?: number | undefined;
      schoolId?: number | undefined;
    }): Promise<DonationSummary> {
      const year =
        query.periodId !== undefined
          ? await findYear(db, query.periodId)
          : await findAvailableYear(db);
      if (query.periodId !== undefined && !year) throw appError('NOT_FOUND');
      const filters = { periodId: year?.id, schoolId: query.schoolId };
      const [byYear, bySchool, bySponsor, byStudent] = await Promise.all([
        summarizeByYear(db, filters),
        summarizeBySchool(db, filters),
        summarizeBySponsor(db, filters),
        summarizeByStudent(db, filters),
      ]);
      const total = bySchool.reduce(
        (sum, row) => ({
          count: sum.count + row.count,
          amountCents: sum.amountCents + row.amountCents,
        }),
        { count: 0, amountCents: 0 },
      );
      return {
        year: year ? { id: year.id, name: year.name } : null,
        currency,
        total,
        byYear,
        bySchool,
        bySponsor,
        byStudent,
      };
    },

    today(): string {
      return clock.now().toISOString().slice(0, 10);
    },
  };
}

export type DonationListService = ReturnType<typeof createDonationListService>;
