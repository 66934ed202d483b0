// The giving report: per sponsor whose pages received a confirmed gift this year or the year
// before, the gifts and their sum in each (integer cents, in the portal's currency), with the
// totals over the filters; `lapsed` keeps those given to last year and not this year (LYBUNT).
import type {
  Period,
  SponsorGiving,
  SponsorGivingPage,
  SponsorGivingSortField,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { emptyPage } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import { findPreviousYear } from '../periods/periods.service';
import {
  exportOfYear,
  reportYear,
  type ReportPlaceQuery,
  type ReportsContext,
} from './reports-context';

interface GivingQuery extends ReportPlaceQuery {
  q?: string | undefined;
  lapsed?: boolean | undefined;
  sort: SponsorGivingSortField;
  order: 'asc' | 'desc';
}

function filtersOf(year: Period, previous: Period | undefined, query: GivingQuery) {
  return {
    periodId: year.id,
    previousPeriodId: previous?.id ?? null,
    q: query.q,
    schoolId: query.schoolId,
    villageId: query.villageId,
    lapsed: query.lapsed,
    sort: query.sort,
    order: query.order,
  };
}

const NOTHING = { gifts: 0, amountCents: 0 };

export async function giving(
  context: ReportsContext,
  auth: AuthContext,
  query: GivingQuery & PageRequest,
): Promise<SponsorGivingPage> {
  const year = await reportYear(context, auth, query);
  if (!year) {
    return {
      ...emptyPage(query.pageSize),
      year: null,
      previousYear: null,
      currency: context.config.payments.currency,
      totals: { thisYear: NOTHING, lastYear: NOTHING },
    };
  }
  const previous = await findPreviousYear(context.db, year);
  const filters = filtersOf(year, previous, query);
  const [page, totals] = await Promise.all([
    context.donations.givingPage(auth, { ...query, ...filters }),
    context.donations.givingTotals(auth, filters),
  ]);
  return {
    ...page,
    year: { id: year.id, name: year.name },
    previousYear: previous ? { id: previous.id, name: previous.name } : null,
    currency: totals.currency,
    totals: { thisYear: totals.thisYear, lastYear: totals.lastYear },
  };
}

/** Every sponsor of the filtered report, in its order, read in keyset batches. */
export function givingExport(
  context: ReportsContext,
  auth: AuthContext,
  query: GivingQuery,
): Promise<{ year: Period | undefined; rows: AsyncIterable<SponsorGiving> }> {
  return exportOfYear(context, auth, query, (year) =>
    (async function* rows() {
      const previous = await findPreviousYear(context.db, year);
      yield* context.donations.givingRows(auth, filtersOf(year, previous, query));
    })(),
  );
}
