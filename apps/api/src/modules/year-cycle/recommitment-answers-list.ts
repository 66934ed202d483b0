// A new year's recommitment requests as coordinators list them: a page, and an export's rows,
// each read in the year the query names (an unknown year answers 404), in the caller's reach
// (recommitment-summary.repo.ts' recommitmentVisibility).
import type { Page } from '@portal/shared';
import type { RecommitmentAnswerRow } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import { findYear } from '../periods/periods.service';
import {
  recommitmentAnswerList,
  type RecommitmentAnswerFilters,
  type RecommitmentAnswerRecord,
} from './recommitment-answer-list';
import { recommitmentVisibility } from './recommitment-summary.repo';
import type { YearCycleContext } from './year-cycle-context';

/** An export of a year's requests: the year's name (a column) and the rows. */
export interface RecommitmentAnswersExport {
  yearName: string;
  rows: AsyncIterable<RecommitmentAnswerRecord>;
}

async function yearNamed({ db }: YearCycleContext, periodId: number): Promise<string> {
  const year = await findYear(db, periodId);
  if (!year) throw appError('NOT_FOUND');
  return year.name;
}

export async function recommitmentAnswers(
  context: YearCycleContext,
  auth: AuthContext,
  query: RecommitmentAnswerFilters & PageRequest,
): Promise<Page<RecommitmentAnswerRow>> {
  await yearNamed(context, query.periodId);
  return recommitmentAnswerList.page(context.db, recommitmentVisibility(auth), query);
}

/** Every request of the filtered list, in its order, read in keyset batches. */
export async function recommitmentAnswerRows(
  context: YearCycleContext,
  auth: AuthContext,
  filters: RecommitmentAnswerFilters,
): Promise<RecommitmentAnswersExport> {
  const yearName = await yearNamed(context, filters.periodId);
  return {
    yearName,
    rows: recommitmentAnswerList.rows(context.db, recommitmentVisibility(auth), filters),
  };
}
