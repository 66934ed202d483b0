// /edrocks/periods ("Years"): the years, newest first, with their status and the yearly flags.
// Super admins create and edit years and activate a draft (irreversible, confirmed); global
// admins and admins read. Each year's "Letters" shows its four letters: super and global admins
// change them, admins read them.
import { useState } from 'react';
import { usePeriodsTranslation } from '../i18n';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  PERIOD_SORT_FIELDS,
  PERIOD_STATUSES,
  canSee,
  canWrite,
  type Period,
  type PeriodStatus,
} from '@portal/shared';
import { ListScreen, useListUrlState, type DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { usePeriods } from '../api/get-periods';
import { ActivatePeriodDialog } from './activate-period-dialog';
import { PeriodFormDialog } from './period-form-dialog';
import { YearLettersDialog } from './year-letters-dialog';

const FILTERS = ['status'] as const;

/** Colours with enough contrast for their text (the available year stands out). */
const STATUS_CHIPS: Record<
  PeriodStatus,
  { color: 'default' | 'success'; variant: 'filled' | 'outlined' }
> = {
  draft: { color: 'default', variant: 'outlined' },
  available: { color: 'success', variant: 'filled' },
  closed: { color: 'default', variant: 'filled' },
};

type Editing = { period?: Period } | undefined;

export function PeriodsList() {
  const { t } = usePeriodsTranslation();
  const format = useFormat();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'periods');
  const canSeeLetters = role !== undefined && canSee(role, 'yearLetters');
  const canEditLetters = role !== undefined && canWrite(role, 'yearLetters');
  const list = useListUrlState({
    sortFields: PERIOD_SORT_FIELDS,
    filters: FILTERS,
    defaultOrder: 'desc',
  });
  const periods = usePeriods(list.query);
  // The available year and the newest one, from a small unfiltered read (there is one year a
  // year: a page of 5 reaches both).
  const recent = usePeriods({ sort: 'startDate', order: 'desc', pageSize: 5 });
  const available = recent.data?.items.find((period) => period.status === 'available');
  const newest = recent.data?.items[0];
  const [editing, setEditing] = useState<Editing>();
  const [activating, setActivating] = useState<Period>();
  const [lettersOf, setLettersOf] = useState<Period>();
  const yesNo = (value: boolean) => (value ? t('table.yes') : t('table.no'));

  const columns: Array<DataTableColumn<Period, (typeof PERIOD_SORT_FIELDS)[number]>> = [
    { id: 'name', header: t('periods.fields.name'), sortField: 'name', render: (p) => p.name },
    {
      id: 'startDate',
      header: t('periods.fields.startDate'),
      sortField: 'startDate',
      render: (p) => format.day(p.startDate),
      hideOnPhone: true,
    },
    {
      id: 'endDate',
      header: t('periods.fields.endDate'),
      render: (p) => format.day(p.endDate),
      hideOnPhone: true,
    },
    {
      id: 'status',
      header: t('periods.fields.status'),
      render: (p) => (
        <Chip size="small" {...STATUS_CHIPS[p.status]} label={t(`periods.status.${p.status}`)} />
      ),
    },
    {
      id: 'recommited',
      header: t('periods.fields.recommited'),
      render: (p) => yesNo(p.recommited),
      hideOnPhone: true,
    },
    {
      id: 'upgraded',
      header: t('periods.fields.upgraded'),
      render: (p) => yesNo(p.upgraded),
      hideOnPhone: true,
    },
    ...(canChange || canSeeLetters
      ? [
          {
            id: 'actions',
            header: t('periods.fields.actions'),
            render: (p: Period) => (
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {!canChange || p.status === 'closed' ? null : (
                  <Button
                    size="small"
                    onClick={() => setEditing({ period: p })}
                    aria-label={t('periods.editNamed', { name: p.name })}
                  >
                    {t('periods.edit')}
                  </Button>
                )}
                {canSeeLetters ? (
                  <Button
                    size="small"
                    onClick={() => setLettersOf(p)}
                    aria-label={t('periods.letters.named', { name: p.name })}
                  >
                    {t('periods.letters.button')}
                  </Button>
                ) : null}
                {canChange && p.status === 'draft' ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setActivating(p)}
                    aria-label={t('periods.activate.confirm', { name: p.name })}
                  >
                    {t('periods.activate.button')}
                  </Button>
                ) : null}
              </Stack>
            ),
          },
        ]
      : []),
  ];

  return (
    <ListScreen
      list={list}
      result={periods}
      searchLabel={t('periods.search')}
      filters={[
        {
          name: 'status',
          label: t('periods.fields.status'),
          options: PERIOD_STATUSES.map((status) => ({
            value: status,
            label: t(`periods.status.${status}`),
          })),
        },
      ]}
      newAction={canChange ? { label: t('periods.new'), onClick: () => setEditing({}) } : null}
      offerNewWhenEmpty
      tableLabel={t('periods.tableLabel')}
      columns={columns}
      getRowId={(period) => period.id}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: canChange ? t('periods.emptyWriter') : t('periods.emptyReader'),
      }}
    >
      <PeriodFormDialog
        open={editing !== undefined}
        period={editing?.period}
        newest={newest}
        onClose={() => setEditing(undefined)}
      />
      <ActivatePeriodDialog
        period={activating}
        available={available}
        onClose={() => setActivating(undefined)}
      />
      <YearLettersDialog
        period={lettersOf}
        canEdit={canEditLetters}
        onClose={() => setLettersOf(undefined)}
      />
    </ListScreen>
  );
}
