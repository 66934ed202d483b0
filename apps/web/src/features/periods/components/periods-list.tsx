// /edrocks/periods ("Years"): the years, newest first, with their status and the yearly flags.
// Super admins create and edit years and activate a draft (irreversible, confirmed); global
// admins and admins read. Each year's "Letters" shows its four letters: super and global admins
// change them, admins read them.
import { useState } from 'react';
import { usePeriodsTranslation } from '../i18n';
import { PERIOD_SORT_FIELDS, PERIOD_STATUSES, canSee, canWrite, type Period } from '@portal/shared';
import { ListScreen, useListUrlState } from '../../../components/data-table';
import { useSession } from '../../../lib/session';
import { usePeriods } from '../api/get-periods';
import { ActivatePeriodDialog } from './activate-period-dialog';
import { usePeriodColumns } from './period-columns';
import { PeriodFormDialog } from './period-form-dialog';
import { YearLettersDialog } from './year-letters-dialog';

const FILTERS = ['status'] as const;

type Editing = { period?: Period } | undefined;

export function PeriodsList() {
  const { t } = usePeriodsTranslation();
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
  const columns = usePeriodColumns({
    canChange,
    canSeeLetters,
    onEdit: (period) => setEditing({ period }),
    onLetters: setLettersOf,
    onActivate: setActivating,
  });

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
