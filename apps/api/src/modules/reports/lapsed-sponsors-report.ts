// The lapsed sponsors report: the sponsors who had a sponsorship in the year before the report's
// year and have no current sponsorship in it, with why their last one ended and their answer to
// this year's recommitment request (the yearly cycle's, asked for a page or an export batch of
// sponsors at once).
import type {
  LapsedSponsor,
  LapsedSponsorSortField,
  LapsedSponsorsPage,
  Period,
  SponsorshipEndReason,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { emptyPage } from '../../lib/list-definition';
import type { PageRequest } from '../../lib/list-page';
import { builtInBatches } from '../../lib/list-rows';
import { findPreviousYear } from '../periods/periods.service';
import type { LapsedSponsorOfYear } from '../sponsorship/sponsorship.service';
import {
  exportOfYear,
  reportYear,
  type ReportPlaceQuery,
  type ReportsContext,
} from './reports-context';

/** Sponsors whose answers are asked for at once in an export. */
const ANSWER_BATCH = 500;

interface LapsedSponsorsQuery extends ReportPlaceQuery {
  q?: string | undefined;
  endReason?: SponsorshipEndReason | undefined;
  sort: LapsedSponsorSortField;
  order: 'asc' | 'desc';
}

function filtersOf(year: Period, previous: Period, query: LapsedSponsorsQuery) {
  return {
    periodId: year.id,
    previousPeriodId: previous.id,
    q: query.q,
    schoolId: query.schoolId,
    villageId: query.villageId,
    endReason: query.endReason,
    sort: query.sort,
    order: query.order,
  };
}

/** The sponsors with their answers to the year's recommitment requests. */
async function withAnswers(
  context: ReportsContext,
  year: Period,
  sponsors: LapsedSponsorOfYear[],
): Promise<LapsedSponsor[]> {
  const answers = await context.yearCycle.answersOfSponsors(
    year.id,
    sponsors.map((sponsor) => sponsor.id),
  );
  return sponsors.map((sponsor) => ({ ...sponsor, recommitment: answers.get(sponsor.id) ?? null }));
}

export async function lapsedSponsors(
  context: ReportsContext,
  auth: AuthContext,
  query: LapsedSponsorsQuery & PageRequest,
): Promise<LapsedSponsorsPage> {
  const year = await reportYear(context, auth, query);
  const previous = year && (await findPreviousYear(context.db, year));
  const yearRef = year ? { id: year.id, name: year.name } : null;
  if (!year || !previous)
    return { ...emptyPage(query.pageSize), year: yearRef, previousYear: null };
  const page = await context.sponsorship.lapsedSponsorsPage(auth, {
    ...query,
    ...filtersOf(year, previous, query),
  });
  return {
    ...page,
    items: await withAnswers(context, year, page.items),
    year: yearRef,
    previousYear: { id: previous.id, name: previous.name },
  };
}

async function* noRows<Row>(): AsyncIterable<Row> {}

/** Every sponsor of the filtered report, in its order, read in keyset batches. */
export function lapsedSponsorsExport(
  context: ReportsContext,
  auth: AuthContext,
  query: LapsedSponsorsQuery,
): Promise<{ year: Period | undefined; rows: AsyncIterable<LapsedSponsor> }> {
  return exportOfYear(context, auth, query, (year) =>
    (async function* rows() {
      const previous = await findPreviousYear(context.db, year);
      if (!previous) return yield* noRows<LapsedSponsor>();
      const sponsors = context.sponsorship.lapsedSponsorRows(
        auth,
        filtersOf(year, previous, query),
      );
      yield* builtInBatches(sponsors, ANSWER_BATCH, (batch) => withAnswers(context, year, batch));
    })(),
  );
}
