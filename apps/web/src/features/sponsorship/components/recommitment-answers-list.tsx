// /edrocks/sponsorship?view=recommitment-answers: a new year's recommitment requests and how
// each sponsor answered, with search (sponsor or student), the year, state, school and village
// filters and export. Without a year in the URL it shows the newest year that has requests,
// else the draft after the available year, else the available year. Admins see the sponsors of
// their schools and the students of their villages.
import {
  RECOMMITMENT_ANSWER_SORT_FIELDS,
  RECOMMITMENT_STATES,
  type Period,
  type RecommitmentAnswerRow,
} from '@portal/shared';
import { ListScreen, useListUrlState, type ListResult } from '../../../components/data-table';
import { exportRecommitmentAnswers } from '../api/export-recommitment-answers';
import { useRecommitmentAnswers } from '../api/get-recommitment-answers';
import { useYears } from '../api/get-pairing-options';
import { useSponsorshipTranslation } from '../i18n';
import { useRecommitmentAnswerColumns } from './recommitment-answer-columns';
import { useYearFilters } from './use-year-filters';

const FILTERS = ['periodId', 'state', 'schoolId', 'villageId'] as const;

/** The year the list shows when the URL names none. */
export function defaultAnswersYear(years: Period[]): Period | undefined {
  const byStart = [...years].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const available = byStart.find((year) => year.status === 'available');
  const draftAfter =
    available &&
    byStart.find((year) => year.status === 'draft' && year.startDate > available.startDate);
  return byStart.findLast((year) => year.recommited) ?? draftAfter ?? available;
}

/** Nothing to ask before a year is known: loading while the years load, else an empty list. */
function withoutYear(years: ReturnType<typeof useYears>): ListResult<RecommitmentAnswerRow> {
  if (years.isPending) return { isFetching: true, error: years.error, refetch: years.refetch };
  return {
    data: { items: [], total: 0, totalKind: 'exact', page: 1, next: null, previous: null },
    isFetching: false,
    error: years.error,
    refetch: years.refetch,
  };
}

export function RecommitmentAnswersList() {
  const { t } = useSponsorshipTranslation();
  const list = useListUrlState({ sortFields: RECOMMITMENT_ANSWER_SORT_FIELDS, filters: FILTERS });
  const years = useYears();
  const { filters } = useYearFilters(list.filters.periodId);
  const shownYear = list.filters.periodId
    ? years.data?.items.find((year) => String(year.id) === list.filters.periodId)
    : defaultAnswersYear(years.data?.items ?? []);
  const periodId = list.filters.periodId ?? shownYear?.id;
  const answers = useRecommitmentAnswers({ ...list.query, periodId });
  const columns = useRecommitmentAnswerColumns();
  const empty = t('sponsorship.recommitmentAnswers.empty');
  const isYearOnly =
    !list.query.q && FILTERS.every((name) => name === 'periodId' || !list.filters[name]);
  const state = {
    name: 'state' as const,
    label: t('sponsorship.recommitmentAnswers.state'),
    options: RECOMMITMENT_STATES.map((value) => ({
      value,
      label: t(`sponsorship.recommitmentAnswers.states.${value}`),
    })),
  };

  return (
    <ListScreen
      list={list}
      result={periodId === undefined ? withoutYear(years) : answers}
      searchLabel={t('sponsorship.recommitmentAnswers.search')}
      filters={[filters.year, state, filters.school, filters.village]}
      exportFile={{
        download: (fileFormat) =>
          exportRecommitmentAnswers({ ...list.exportQuery, periodId }, fileFormat),
        fileName: t('sponsorship.recommitmentAnswers.fileName'),
      }}
      tableLabel={t('sponsorship.recommitmentAnswers.tableLabel', { year: shownYear?.name ?? '' })}
      columns={columns}
      getRowId={(row) => row.id}
      emptyMessages={{
        // A year is always read: choosing one filters nothing out.
        noMatch: isYearOnly ? empty : t('table.noMatches'),
        empty,
      }}
    />
  );
}
