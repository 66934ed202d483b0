// /edrocks/periods ("Years"): the years, newest first, with their status and the yearly flags.
// Super admins create and edit years, run recommit and the student upgrade on the new year
// (previewed, then confirmed) and activate a draft (irreversible, confirmed); while a draft
// follows the available year, a panel above the list leads them through rolling into it. Global
// admins and admins read. Each year's "Letters" shows its four letters: super and global admins
// change them, admins read them.
import { usePeriodsTranslation } from '../i18n';
import { PERIOD_SORT_FIELDS, PERIOD_STATUSES, canSee, canWrite, type Period } from '@portal/shared';
import { ListScreen, useListUrlState } from '../../../components/data-table';
import { useSession } from '../../../lib/session';
import { usePeriods } from '../api/get-periods';
import { usePeriodColumns } from './period-columns';
import { usePeriodDialogs } from './period-dialogs';
import { YearCyclePanel } from './year-cycle-panel';

const FILTERS = ['status'] as const;

/** The draft that comes next after the available year (newest first in `recent`). */
function nextDraft(recent: Period[], available: Period | undefined): Period | undefined {
  if (!available) return undefined;
  return recent
    .filter((period) => period.status === 'draft' && period.startDate > available.startDate)
    .at(-1);
}

export function PeriodsList() {
  const { t } = usePeriodsTranslation();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'periods');
  const canSeeLetters = role !== undefined && canSee(role, 'yearLetters');
  const list = useListUrlState({
    sortFields: PERIOD_SORT_FIELDS,
    filters: FILTERS,
    defaultOrder: 'desc',
  });
  const periods = usePeriods(list.query);
  // The available year and the newest ones, from a small unfiltered read (there is one year a
  // year: a page of 5 reaches them).
  const recent = usePeriods({ sort: 'startDate', order: 'desc', pageSize: 5 });
  const recentYears = recent.data?.items ?? [];
  const available = recentYears.find((period) => period.status === 'available');
  const draft = canChange ? nextDraft(recentYears, available) : undefined;
  const { openers, dialogs } = usePeriodDialogs({
    available,
    newest: recentYears[0],
    years: [...recentYears, ...(periods.data?.items ?? [])],
    canEditLetters: role !== undefined && canWrite(role, 'yearLetters'),
  });
  const columns = usePeriodColumns({ canChange, canSeeLetters, ...openers });

  return (
    <>
      {draft && available ? (
        <YearCyclePanel draft={draft} available={available} openers={openers} />
      ) : null}
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
        newAction={canChange ? { label: t('periods.new'), onClick: openers.onNew } : null}
        offerNewWhenEmpty
        tableLabel={t('periods.tableLabel')}
        columns={columns}
        getRowId={(period) => period.id}
        emptyMessages={{
          noMatch: t('table.noMatches'),
          empty: canChange ? t('periods.emptyWriter') : t('periods.emptyReader'),
        }}
      >
        {dialogs}
      </ListScreen>
    </>
  );
}
