// /edrocks/email/log ("Delivery log"): every message the portal sent or queued, campaigns' and
// transactional mail alike (an admin: the addresses of their scope), searched by address or
// subject, or one person's exact address ("did this parent get the agreement e-mail?"),
// filtered by kind and status, and exported as CSV or Excel.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { DELIVERY_SORT_FIELDS, MAIL_KINDS, MAIL_STATUSES } from '@portal/shared';
import { ListScreen, useListUrlState, type ListScreenFilter } from '../../../components/data-table';
import { exportDeliveries } from '../api/export-deliveries';
import { useDeliveries } from '../api/get-deliveries';
import { useEmailTranslation } from '../i18n';
import { useDeliveryColumns } from './delivery-columns';
import { EmailSectionScreen } from './email-tabs';

const FILTERS = ['kind', 'status', 'address'] as const;

export function DeliveryLog() {
  const { t } = useEmailTranslation();
  const list = useListUrlState({
    sortFields: DELIVERY_SORT_FIELDS,
    defaultOrder: 'desc',
    filters: FILTERS,
  });
  const deliveries = useDeliveries(list.query);
  const columns = useDeliveryColumns({ withKindAndSubject: true });
  const filters: Array<ListScreenFilter<(typeof FILTERS)[number]>> = [
    {
      name: 'kind',
      label: t('log.fields.kind'),
      options: MAIL_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
    },
    {
      name: 'status',
      label: t('log.fields.status'),
      options: MAIL_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
    },
  ];
  return (
    <EmailSectionScreen current="log">
      <AddressFilter
        value={list.filters.address ?? ''}
        onChange={(address) => list.setFilter('address', address)}
      />
      <ListScreen
        list={list}
        result={deliveries}
        searchLabel={t('log.search')}
        filters={filters}
        exportFile={{
          download: (format) => exportDeliveries(list.exportQuery, format),
          fileName: t('log.fileName'),
        }}
        tableLabel={t('log.tableLabel')}
        columns={columns}
        getRowId={(delivery) => delivery.id}
        emptyMessages={{ noMatch: t('table.noMatches'), empty: t('log.empty') }}
      />
    </EmailSectionScreen>
  );
}

/** One person's exact address, applied when submitted (Enter or the button). */
function AddressFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useEmailTranslation();
  const [input, setInput] = useState(value);
  return (
    <Box
      component="form"
      sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}
      onSubmit={(event) => {
        event.preventDefault();
        onChange(input.trim());
      }}
    >
      <TextField
        type="email"
        size="small"
        label={t('log.address')}
        value={input}
        onChange={(event) => setInput(event.target.value)}
        sx={{ flex: '1 1 16rem' }}
      />
      <Button type="submit" variant="outlined" sx={{ minHeight: 44 }}>
        {t('log.apply')}
      </Button>
    </Box>
  );
}
