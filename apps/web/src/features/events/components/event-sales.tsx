// An event's sales (/events/admin?event={id}): the totals first (tickets sold of capacity,
// seats held while buyers pay, paid in all, checked in), then every order (buyer, tickets,
// status, total, paid at), searched by buyer, filtered by status, exported to CSV or Excel.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_ORDER_SORT_FIELDS, ORDER_STATUSES, type EventSalesTotals } from '@portal/shared';
import { ListScreen, useListUrlState, type ListScreenFilter } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { exportEventOrders } from '../api/export-event-orders';
import { useEventOrders } from '../api/get-event-orders';
import { useEventsTranslation } from '../i18n';
import { EventDialog } from './lazy-event-dialog';
import { useEventOrderColumns } from './event-order-columns';
import { EventSalesActions } from './event-sales-actions';
import { money } from './event-words';

const FILTERS = ['status'] as const;

export function EventSales({ id }: { id: number }) {
  const { t } = useEventsTranslation();
  const list = useListUrlState({
    sortFields: EVENT_ORDER_SORT_FIELDS,
    filters: FILTERS,
    defaultOrder: 'desc',
  });
  const orders = useEventOrders(id, list.query);
  const [isEditing, setEditing] = useState(false);
  const page = orders.data;
  const name = page?.event.name ?? '';

  const filters: Array<ListScreenFilter<(typeof FILTERS)[number]>> = [
    {
      name: 'status',
      label: t('admin.sales.statusFilter'),
      options: ORDER_STATUSES.map((status) => ({
        value: status,
        label: t(`admin.sales.orderStatus.${status}`),
      })),
    },
  ];

  const columns = useEventOrderColumns();

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="event-sales">
      <EventSalesActions slug={page?.event.slug} onEdit={() => setEditing(true)} />
      {page ? (
        <Typography variant="h5" component="h2">
          {t('admin.sales.title', { name })}
        </Typography>
      ) : null}
      {page ? <Totals totals={page.totals} /> : null}
      <ListScreen
        list={list}
        result={orders}
        searchLabel={t('admin.sales.search')}
        filters={filters}
        exportFile={{
          download: (exportFormat) => exportEventOrders(id, list.exportQuery, exportFormat),
          fileName: t('admin.sales.fileName'),
        }}
        tableLabel={t('admin.sales.tableLabel', { name })}
        columns={columns}
        getRowId={(order) => order.id}
        emptyMessages={{ noMatch: t('table.noMatches'), empty: t('admin.sales.empty') }}
      >
        <EventDialog open={isEditing} id={id} onClose={() => setEditing(false)} />
      </ListScreen>
    </Stack>
  );
}

function Totals({ totals }: { totals: EventSalesTotals }) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const figures: Array<[label: string, value: string, testId: string]> = [
    [
      t('admin.sales.totalSold'),
      t('admin.soldOf', {
        sold: format.number(totals.seatsSold),
        capacity: format.number(totals.capacity),
      }),
      'total-sold',
    ],
    [
      t('admin.sales.totalRevenue'),
      money(totals.revenueCents, totals.currency, format.language),
      'total-revenue',
    ],
    [t('admin.sales.totalHeld'), format.number(totals.seatsHeld), 'total-held'],
    [t('admin.sales.seatsLeft'), format.number(totals.seatsLeft), 'total-left'],
    [t('admin.sales.checkedIn'), format.number(totals.checkedIn), 'total-checked-in'],
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={t('admin.sales.totals')}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
          gap: 2,
        }}
      >
        {figures.map(([label, value, testId]) => (
          <Box key={testId}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontSize: '1.25rem', fontWeight: 600 }}
              data-testid={testId}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
