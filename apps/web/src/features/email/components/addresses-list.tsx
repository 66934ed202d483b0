// /edrocks/email/addresses ("Addresses"): the addresses campaigns leave out, unsubscribed (by
// the person's own click) or bouncing (the mail server refused them for good too often). A
// bouncing mark can be cleared, after a confirmation, once the address works again.
import { useState } from 'react';
import Button from '@mui/material/Button';
import {
  ADDRESS_MARKS,
  ADDRESS_SORT_FIELDS,
  canWrite,
  type AddressSortField,
  type AddressState,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  ListScreen,
  useListUrlState,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { getErrorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useClearBounce } from '../api/clear-bounce';
import { useAddresses } from '../api/get-addresses';
import { useEmailTranslation } from '../i18n';
import { EmailSectionScreen } from './email-tabs';

const FILTERS = ['mark'] as const;

export function AddressesList() {
  const { t } = useEmailTranslation();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'email');
  const list = useListUrlState({ sortFields: ADDRESS_SORT_FIELDS, filters: FILTERS });
  const addresses = useAddresses(list.query);
  const clear = useClearBounce();
  const [clearing, setClearing] = useState<string | null>(null);
  const columns = useAddressColumns(canChange ? setClearing : null);
  const filters: Array<ListScreenFilter<(typeof FILTERS)[number]>> = [
    {
      name: 'mark',
      label: t('addresses.mark'),
      options: ADDRESS_MARKS.map((mark) => ({ value: mark, label: t(`addresses.marks.${mark}`) })),
    },
  ];
  return (
    <EmailSectionScreen current="addresses">
      <ListScreen
        list={list}
        result={addresses}
        searchLabel={t('addresses.search')}
        filters={filters}
        tableLabel={t('addresses.tableLabel')}
        columns={columns}
        getRowId={(address) => address.email}
        emptyMessages={{ noMatch: t('table.noMatches'), empty: t('addresses.empty') }}
      >
        <ConfirmDialog
          open={clearing !== null}
          title={t('addresses.clearTitle')}
          description={t('addresses.clearText', { email: clearing ?? '' })}
          confirmLabel={t('addresses.clear')}
          busy={clear.isPending}
          onCancel={() => setClearing(null)}
          onConfirm={() =>
            clear.mutate(clearing ?? '', {
              onSuccess: (address) => {
                notify.success(t('addresses.cleared', { email: address.email }));
                setClearing(null);
              },
              onError: (error) => notify.error(getErrorMessage(error, t)),
            })
          }
        />
      </ListScreen>
    </EmailSectionScreen>
  );
}

function useAddressColumns(
  onClear: ((email: string) => void) | null,
): Array<DataTableColumn<AddressState, AddressSortField>> {
  const { t } = useEmailTranslation();
  const format = useFormat();
  return [
    {
      id: 'email',
      header: t('addresses.fields.email'),
      sortField: 'email',
      render: (row) => row.email,
    },
    {
      id: 'mark',
      header: t('addresses.mark'),
      render: (row) => (row.mark ? t(`addresses.marks.${row.mark}`) : '—'),
    },
    {
      id: 'since',
      header: t('addresses.fields.since'),
      sortField: 'markedAt',
      render: (row) => {
        const since = row.mark === 'bouncing' ? row.bouncingSince : row.unsubscribedAt;
        return since ? <time dateTime={since}>{format.date(since)}</time> : '—';
      },
    },
    {
      id: 'bounces',
      header: t('addresses.fields.bounces'),
      align: 'right',
      hideOnPhone: true,
      render: (row) => format.number(row.bounces),
    },
    {
      id: 'lastError',
      header: t('addresses.fields.lastError'),
      hideOnPhone: true,
      render: (row) => row.lastError ?? '—',
    },
    {
      id: 'actions',
      header: '',
      render: (row) =>
        onClear && row.bouncingSince ? (
          <Button
            size="small"
            sx={{ minHeight: 44 }}
            aria-label={t('addresses.clearLabel', { email: row.email })}
            onClick={() => onClear(row.email)}
          >
            {t('addresses.clear')}
          </Button>
        ) : null,
    },
  ];
}
