// Every letter a coordinator reaches, newest first, like the other lists: a search by the
// sponsor's or student's name, filters by year, school, village and status (the places of the
// coordinator's scope), and the filtered list as CSV or Excel. A letter waiting for review opens
// its review screen, any other its reading view.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { LETTER_STATUSES, type LetterSummary } from '@portal/shared';
import {
  DataTable,
  ExportMenu,
  FilterSelect,
  ListPage,
  ClearFiltersButton,
  SearchBox,
  recordFilter,
  useListUrlState,
  type DataTableColumn,
  type FilterOption,
} from '../../../components/data-table';
import { PATHS, buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { exportLetters } from '../api/export-letters';
import { useLetterYears } from '../api/get-letter-years';
import { useLetters } from '../api/get-letters';
import { useLettersTranslation } from '../i18n';

const SORT = ['date'] as const;
const FILTERS = ['periodId', 'schoolId', 'villageId', 'status'] as const;
type Filter = (typeof FILTERS)[number];

function fullName(person: LetterSummary['writer']): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function AllLetters() {
  const { t } = useLettersTranslation();
  const list = useListUrlState({ sortFields: SORT, defaultOrder: 'desc', filters: FILTERS });
  const letters = useLetters({ ...list.query, box: 'all' });
  const filters = useLetterFilters();
  const columns = useLetterColumns();

  return (
    <ListPage
      search={
        <SearchBox
          label={t('letters.all.search')}
          value={list.searchInput}
          onChange={list.setSearchInput}
        />
      }
      filters={filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          name={filter.name}
          label={filter.label}
          value={list.filters[filter.name]}
          onChange={(value) => list.setFilter(filter.name, value)}
          options={filter.options}
        />
      ))}
      actions={
        <ExportMenu
          download={(format) => exportLetters(list.exportQuery, format)}
          fileName="letters"
        />
      }
      primaryAction={
        <Button variant="contained" component={RouterLink} to={PATHS.letterReview}>
          {t('nav.letterReview')}
        </Button>
      }
    >
      <Box>
        <DataTable
          label={t('letters.all.tableLabel')}
          columns={columns}
          rows={letters.data?.items}
          total={letters.data?.total}
          pageInfo={letters.data}
          list={list}
          getRowId={(row) => row.id}
          getRowHref={(row) =>
            row.status === 'in_review'
              ? buildPath(PATHS.letterReviewDetails, { id: row.id })
              : buildPath(PATHS.letter, { id: row.id })
          }
          isLoading={letters.isFetching}
          error={letters.error}
          onRetry={() => void letters.refetch()}
          empty={
            list.isFiltered
              ? {
                  message: t('letters.all.noMatch'),
                  action: <ClearFiltersButton onClick={list.clearSearchAndFilters} />,
                }
              : { message: t('letters.all.empty') }
          }
        />
      </Box>
    </ListPage>
  );
}

/** Year, school, village (the places of the coordinator's scope) and status. */
function useLetterFilters(): Array<{ name: Filter; label: string; options: FilterOption[] }> {
  const { t } = useLettersTranslation();
  const lookups = useLists();
  const years = useLetterYears();
  return [
    recordFilter('periodId', t('letters.fields.year'), years.data?.items),
    recordFilter('schoolId', t('letters.fields.school'), lookups.data?.schools),
    recordFilter('villageId', t('letters.fields.village'), lookups.data?.villages),
    {
      name: 'status',
      label: t('letters.fields.status'),
      options: LETTER_STATUSES.map((status) => ({
        value: status,
        label: t(`letters.status.${status}`),
      })),
    },
  ];
}

function useLetterColumns(): Array<DataTableColumn<LetterSummary, 'date'>> {
  const { t } = useLettersTranslation();
  const format = useFormat();
  return [
    { id: 'writer', header: t('letters.fields.writer'), render: (row) => fullName(row.writer) },
    {
      id: 'recipient',
      header: t('letters.fields.recipient'),
      render: (row) => fullName(row.recipient),
      hideOnPhone: true,
    },
    {
      id: 'number',
      header: t('letters.fields.number'),
      render: (row) => t('letters.letterNumber', { number: row.number }),
    },
    {
      id: 'subject',
      header: t('letters.fields.subject'),
      rowLink: true,
      render: (row) => row.subject || t('letters.fields.noSubject'),
    },
    {
      id: 'status',
      header: t('letters.fields.status'),
      render: (row) => t(`letters.status.${row.status}`),
    },
    {
      id: 'date',
      header: t('letters.fields.date'),
      sortField: 'date',
      render: (row) => format.date(row.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }),
      hideOnPhone: true,
    },
  ];
}
