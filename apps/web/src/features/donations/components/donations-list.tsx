// /edrocks/donations for coordinators ("Donations"): the gifts in reach (admins: their scope),
// searched by donor and filtered by year, school, sponsor, student, online or manual, and
// refunded, all kept in the address; export; "Add manual gift" for roles that may record one;
// "Refund" on a confirmed online gift for super and global admins, after a confirmation. The
// sponsor and student filters are set from a row's "Credited to" and show as chips. Above the
// list, how many of the pages' texts wait for the safeguarding review, with the way there; a
// gift whose message is held or was rejected says so under its status.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  DONATION_SORT_FIELDS,
  canWrite,
  formatMoney,
  type Donation,
  type DonationSortField,
  type Language,
} from '@portal/shared';
import {
  ListScreen,
  useListUrlState,
  useYesNoOptions,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { placeOption } from '../../../components/data-table';
import { PATHS } from '../../../config/paths';
import { getErrorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { exportDonations } from '../api/export-donations';
import { useDonations } from '../api/get-donations';
import { useTextReviewCount } from '../api/get-text-reviews';
import { useRefundDonation } from '../api/refund-donation';
import { useYears } from '../api/get-years';
import { useDonationsTranslation } from '../i18n';

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
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
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
  const years = useYears();
  const lookups = useLists();
  const yesNo = useYesNoOptions();
  const [isAdding, setAdding] = useState(false);
  const [refunding, setRefunding] = useState<Donation | null>(null);
  const refund = useRefundDonation();

  const money = (row: Donation) => formatMoney(row.amountCents, row.currency, language);
  const payer = (row: Donation) => `${row.firstName} ${row.lastName ?? ''}`.trim();

  const filters: Array<ListScreenFilter<Filter>> = [
    {
      name: 'periodId',
      label: t('donations.fields.year'),
      options: (years.data?.items ?? []).map((item) => ({
        value: String(item.id),
        label: item.name,
      })),
    },
    {
      name: 'schoolId',
      label: t('donations.fields.school'),
      options: (lookups.data?.schools ?? []).map(placeOption),
    },
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

  const rows = donations.data?.items ?? [];
  const sponsorName = rows.find((row) => String(row.sponsor?.id) === list.filters.sponsorId)
    ?.sponsor?.name;
  const studentName = rows.find((row) => String(row.student?.id) === list.filters.studentId)
    ?.student?.name;

  const columns: Array<DataTableColumn<Donation, DonationSortField>> = [
    {
      id: 'date',
      header: t('donations.fields.date'),
      sortField: 'date',
      render: (row) => {
        const at = row.paidAt ?? row.createdAt;
        return <time dateTime={at}>{formatDate(at, language, { dateStyle: 'medium' })}</time>;
      },
    },
    {
      id: 'donor',
      header: t('donations.fields.payer'),
      sortField: 'donor',
      render: (row) => (
        <>
          {payer(row)}
          {row.email ? (
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}
            >
              {row.email}
            </Box>
          ) : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: t('donations.fields.amount'),
      sortField: 'amount',
      align: 'right',
      render: (row) => money(row),
    },
    {
      id: 'method',
      header: t('donations.fields.method'),
      render: (row) => t(`donations.method.${row.method}`),
      hideOnPhone: true,
    },
    {
      id: 'status',
      header: t('donations.fields.status'),
      render: (row) => (
        <>
          {t(`donations.status.${row.status}`)}
          {row.messageReview === 'held' || row.messageReview === 'rejected' ? (
            <Box
              component="span"
              sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}
            >
              {t(`donations.messageReview.${row.messageReview}`)}
            </Box>
          ) : null}
        </>
      ),
    },
    {
      id: 'credited',
      header: t('donations.fields.credited'),
      hideOnPhone: true,
      render: (row) =>
        row.sponsor && row.student ? (
          <>
            <Link
              component="button"
              type="button"
              onClick={() => list.setFilter('studentId', String(row.student?.id))}
            >
              {row.student.name}
            </Link>
            {' · '}
            <Link
              component="button"
              type="button"
              onClick={() => list.setFilter('sponsorId', String(row.sponsor?.id))}
            >
              {row.sponsor.name}
            </Link>
          </>
        ) : (
          t('donations.programme')
        ),
    },
    {
      id: 'actions',
      header: t('donations.list.actions'),
      render: (row) =>
        row.canRefund ? (
          <Button
            size="small"
            color="error"
            aria-label={t('donations.list.refundLabel', { amount: money(row), name: payer(row) })}
            onClick={() => setRefunding(row)}
          >
            {t('donations.list.refund')}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {waiting > 0 ? (
        <Alert
          severity="warning"
          role="status"
          sx={{ mb: 2 }}
          data-testid="review-waiting"
          action={
            <Button component={RouterLink} to={PATHS.donationReview} color="inherit" size="small">
              {t('donations.list.reviewLink')}
            </Button>
          }
        >
          {t('donations.list.reviewWaiting', { count: waiting })}
        </Alert>
      ) : null}
      {list.filters.sponsorId || list.filters.studentId ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          {list.filters.sponsorId ? (
            <Chip
              label={`${t('donations.fields.sponsor')}: ${sponsorName ?? list.filters.sponsorId}`}
              onDelete={() => list.setFilter('sponsorId', undefined)}
            />
          ) : null}
          {list.filters.studentId ? (
            <Chip
              label={`${t('donations.fields.student')}: ${studentName ?? list.filters.studentId}`}
              onDelete={() => list.setFilter('studentId', undefined)}
            />
          ) : null}
        </Box>
      ) : null}
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
        <ConfirmDialog
          open={refunding !== null}
          title={t('donations.refund.title')}
          description={
            refunding
              ? t('donations.refund.body', { amount: money(refunding), name: payer(refunding) })
              : ''
          }
          confirmLabel={
            refunding ? t('donations.refund.confirm', { amount: money(refunding) }) : ''
          }
          destructive
          busy={refund.isPending}
          onCancel={() => setRefunding(null)}
          onConfirm={() => {
            if (!refunding) return;
            const amount = money(refunding);
            refund.mutate(refunding.id, {
              onSuccess: () => {
                notify.success(t('donations.refund.done', { amount }));
                setRefunding(null);
              },
              onError: (error) => notify.error(getErrorMessage(error, t)),
            });
          }}
        />
      </ListScreen>
    </>
  );
}
