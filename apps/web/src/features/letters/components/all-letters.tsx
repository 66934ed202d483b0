// Every letter a coordinator reaches, newest first, filtered by status; a letter waiting for
// review opens its review screen, any other its reading view.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { LETTER_STATUSES, type LetterSummary } from '@portal/shared';
import {
  DataTable,
  FilterSelect,
  ListPage,
  ClearFiltersButton,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { PATHS, buildPath } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useLetters } from '../api/get-letters';
import { useLettersTranslation } from '../i18n';

const SORT = ['date'] as const;

function fullName(person: LetterSummary['writer']): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

export function AllLetters() {
  const { t } = useLettersTranslation();
  const format = useFormat();
  const list = useListUrlState({ sortFields: SORT, defaultOrder: 'desc', filters: ['status'] });
  const letters = useLetters({ ...list.query, box: 'all' });

  const columns: Array<DataTableColumn<LetterSummary, 'date'>> = [
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

  return (
    <ListPage
      filters={[
        <FilterSelect
          key="status"
          name="status"
          label={t('letters.fields.status')}
          value={list.filters.status}
          onChange={(value) => list.setFilter('status', value)}
          options={LETTER_STATUSES.map((status) => ({
            value: status,
            label: t(`letters.status.${status}`),
          }))}
        />,
      ]}
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
