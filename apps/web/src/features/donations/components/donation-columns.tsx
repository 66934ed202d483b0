// The columns of the coordinators' list of gifts: date, payer (with the e-mail), amount, method,
// status (with a held or rejected message), who it is credited to (each name sets the list's
// filter) and "Refund" where the gift may be refunded.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { Donation, DonationSortField, Language } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useDonationsTranslation } from '../i18n';
import { payerName, useDonationMoney } from './donation-format';

export function useDonationColumns({
  onCreditedClick,
  onRefund,
}: {
  /** A name under "Credited to" narrows the list to that student or sponsor. */
  onCreditedClick: (filter: 'studentId' | 'sponsorId', id: string) => void;
  onRefund: (row: Donation) => void;
}): Array<DataTableColumn<Donation, DonationSortField>> {
  const { t, i18n } = useDonationsTranslation();
  const language = i18n.language as Language;
  const money = useDonationMoney();
  return [
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
      render: (row) => <SecondLine first={payerName(row)} second={row.email} />,
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
        <SecondLine
          first={t(`donations.status.${row.status}`)}
          second={
            row.messageReview === 'held' || row.messageReview === 'rejected'
              ? t(`donations.messageReview.${row.messageReview}`)
              : null
          }
        />
      ),
    },
    {
      id: 'credited',
      header: t('donations.fields.credited'),
      hideOnPhone: true,
      render: (row) => <CreditedTo row={row} onClick={onCreditedClick} />,
    },
    {
      id: 'actions',
      header: t('donations.list.actions'),
      render: (row) =>
        row.canRefund ? (
          <Button
            size="small"
            color="error"
            aria-label={t('donations.list.refundLabel', {
              amount: money(row),
              name: payerName(row),
            })}
            onClick={() => onRefund(row)}
          >
            {t('donations.list.refund')}
          </Button>
        ) : null,
    },
  ];
}

/** A cell's words, and a second line under them in secondary text when there is one. */
function SecondLine({ first, second }: { first: string; second: string | null | undefined }) {
  return (
    <>
      {first}
      {second ? (
        <Box
          component="span"
          sx={{ display: 'block', color: 'text.secondary', typography: 'body2' }}
        >
          {second}
        </Box>
      ) : null}
    </>
  );
}

/** The student and sponsor a gift is credited to, or the programme. */
function CreditedTo({
  row,
  onClick,
}: {
  row: Donation;
  onClick: (filter: 'studentId' | 'sponsorId', id: string) => void;
}) {
  const { t } = useDonationsTranslation();
  return row.sponsor && row.student ? (
    <>
      <Link
        component="button"
        type="button"
        onClick={() => onClick('studentId', String(row.student?.id))}
      >
        {row.student.name}
      </Link>
      {' · '}
      <Link
        component="button"
        type="button"
        onClick={() => onClick('sponsorId', String(row.sponsor?.id))}
      >
        {row.sponsor.name}
      </Link>
    </>
  ) : (
    t('donations.programme')
  );
}
