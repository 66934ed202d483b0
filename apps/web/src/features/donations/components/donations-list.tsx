// /edrocks/donations for coordinators ("Donations"): the gifts in reach (admins: their scope),
// searched by donor and filtered by year, school, sponsor, student, online or manual, and
// refunded, all kept in the address; export; "Add manual gift" for roles that may record one;
// "Refund" on a confirmed online gift for super and global admins, after a confirmation. The
// sponsor and student filters are set from a row's "Credited to" and show as chips. Above the
// list, how many of the pages' texts wait for the safeguarding review, with the way there; a
// gift whose message is held or was rejected says so under its status.
import { useState } from 'react';
import {
  DONATION_SORT_FIELDS,
  canWrite,
  type Donation,
  type DonationSortField,
} from '@portal/shared';
import {
  ListScreen,
  recordFilter,
  useListUrlState,
  useYesNoOptions,
  type ListScreenFilter,
} from '../../../components/data-table';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { useLists } from '../../../lib/get-lists';
import { useSession } from '../../../lib/session';
import { exportDonations } from '../api/export-donations';
import { useDonations } from '../api/get-donations';
import { useTextReviewCount } from '../api/get-text-reviews';
import { useYears } from '../api/get-years';
import { useDonationsTranslation } from '../i18n';
import { useDonationColumns } from './donation-columns';
import { CreditedFilterChips, ReviewWaitingAlert } from './donations-list-notices';
import { RefundDialog } from './refund-dialog';

/** Its form and the validator load on first opening: the list draws without them. */
const ManualGiftDialog = lazyFormDialog<{ open: boolean; onClose: () => void }>(
  () => import('./manual-gift-dialog'),
);

const FILTERS = ['periodId', 'schoolId', 'sponsorId', 'studentId', 'method', 'refunded'] as const;
type Filter = (typeof FILTERS)[number];

/** The list's address filters as the API's query: "refunded" is a status. */
function apiQuery<T extends Partial<Record<Filter, string>>>(query: T) {
  const { refunded, ...rest } = query;
  return { ...rest, ...(refunded === 'true' ? { status: 'refunded' as const } : {}) };
}

export function DonationsList() {
  const { t } = useDonationsTranslation();
  const role = useSession().userData?.role;
  const canAddManual = role !== undefined && canWrite(role, 'manualDonations');
  const canReview = role !== undefined && canWrite(role, 'textReview');
  const waiting = useTextReviewCount(canReview).data ?? 0;
  const list = useListUrlState<DonationSortField, Filter>({
    sortFields: DONATION_SORT_FIELDS,
    defaultOrder: 'desc',
    filters: FILTERS,
  });
  // "Refunded: no" narrows to confirmed gifts; yes, to refunded ones.
  const query = apiQuery(list.query);
  const shownQuery =
    list.filters.refunded === 'false' ? { ...query, status: 'confirmed' as const } : query;
  const donations = useDonations(shownQuery);
  const filters = useDonationFilters();
  const [isAdding, setAdding] = useState(false);
  const [refunding, setRefunding] = useState<Donation | null>(null);
  const columns = useDonationColumns({
    onCreditedClick: (filter, id) => list.setFilter(filter, id),
    onRefund: setRefunding,
  });

  const rows = donations.data?.items ?? [];
  const sponsorName = rows.find((row) => String(row.sponsor?.id) === list.filters.sponsorId)
    ?.sponsor?.name;
  const studentName = rows.find((row) => String(row.student?.id) === list.filters.studentId)
    ?.student?.name;

  return (
    <>
      <ReviewWaitingAlert waiting={waiting} />
      <CreditedFilterChips
        sponsor={{ id: list.filters.sponsorId, name: sponsorName }}
        student={{ id: list.filters.studentId, name: studentName }}
        onClear={(filter) => list.setFilter(filter, undefined)}
      />
      <ListScreen
        list={list}
        result={donations}
        searchLabel={t('donations.list.search')}
        filters={filters}
        exportFile={{
          download: (format) => exportDonations(apiQuery(list.exportQuery), format),
          fileName: t('donations.list.fileName'),
        }}
        newAction={
          canAddManual
            ? { label: t('donations.list.addManual'), onClick: () => setAdding(true) }
            : null
        }
        offerNewWhenEmpty
        tableLabel={t('donations.list.tableLabel')}
        columns={columns}
        getRowId={(row) => row.id}
        emptyMessages={{ noMatch: t('table.noMatches'), empty: t('donations.list.empty') }}
      >
        <ManualGiftDialog open={isAdding} onClose={() => setAdding(false)} />
        <RefundDialog refunding={refunding} onClose={() => setRefunding(null)} />
      </ListScreen>
    </>
  );
}

/** The list's filters: year, school, online or manual, refunded. */
function useDonationFilters(): Array<ListScreenFilter<Filter>> {
  const { t } = useDonationsTranslation();
  const years = useYears();
  const lookups = useLists();
  const yesNo = useYesNoOptions();
  return [
    recordFilter('periodId', t('donations.fields.year'), years.data?.items),
    recordFilter('schoolId', t('donations.fields.school'), lookups.data?.schools),
    {
      name: 'method',
      label: t('donations.fields.kind'),
      options: [
        { value: 'online', label: t('donations.kind.online') },
        { value: 'manual', label: t('donations.kind.manual') },
      ],
    },
    { name: 'refunded', label: t('donations.fields.refunded'), options: yesNo },
  ];
}
