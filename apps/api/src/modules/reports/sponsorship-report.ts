// The sponsorship report: who sponsors whom in the year (the current sponsorships, a page at a
// time) and the places still free per village (active students x 3 less their current
// sponsorships), summed over the filters with the villages that have the most free places.
import {
  PLACES_SUMMARY_VILLAGES,
  type Period,
  type SponsorshipReportPage,
  type SponsorshipReportRow,
  type SponsorshipReportSortField,
  type VillagePlaces,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { emptyPage } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import {
  exportOfYear,
  reportYear,
  type ReportPlaceQuery,
  type ReportsContext,
} from './reports-context';

interface SponsorshipReportQuery extends ReportPlaceQuery {
  q?: string | undefined;
  sort: SponsorshipReportSortField;
  order: 'asc' | 'desc';
}

/** The summary of the villages' places: the totals, and the villages with most free places. */
export function placesSummary(villages: readonly VillagePlaces[]): SponsorshipReportPage['places'] {
  const sum = (pick: (village: VillagePlaces) => number) =>
    villages.reduce((total, village) => total + pick(village), 0);
  const mostFree = [...villages]
    .sort(
      (a, b) => b.freePlaces - a.freePlaces || a.village.name.localeCompare(b.village.name, 'es'),
    )
    .slice(0, PLACES_SUMMARY_VILLAGES);
  return {
    villages: mostFree,
    villageCount: villages.length,
    students: sum((village) => village.students),
    sponsorships: sum((village) => village.sponsorships),
    freePlaces: sum((village) => village.freePlaces),
  };
}

function filtersOf(year: Period, query: SponsorshipReportQuery) {
  return {
    periodId: year.id,
    q: query.q,
    schoolId: query.schoolId,
    villageId: query.villageId,
    sort: query.sort,
    order: query.order,
  };
}

export async function sponsorshipReport(
  context: ReportsContext,
  auth: AuthContext,
  query: SponsorshipReportQuery & PageRequest,
): Promise<SponsorshipReportPage> {
  const year = await reportYear(context, auth, query);
  if (!year) return { ...emptyPage(query.pageSize), year: null, places: placesSummary([]) };
  const filters = filtersOf(year, query);
  const [page, villages] = await Promise.all([
    context.sponsorship.sponsorshipReportPage(auth, { ...query, ...filters }),
    context.sponsorship.villagePlaces(auth, filters),
  ]);
  return { ...page, year: { id: year.id, name: year.name }, places: placesSummary(villages) };
}

/** Every row of the filtered report, in its order, read in keyset batches. */
export function sponsorshipReportExport(
  context: ReportsContext,
  auth: AuthContext,
  query: SponsorshipReportQuery,
): Promise<{ year: Period | undefined; rows: AsyncIterable<SponsorshipReportRow> }> {
  return exportOfYear(context, auth, query, (year) =>
    context.sponsorship.sponsorshipReportRows(auth, filtersOf(year, query)),
  );
}
