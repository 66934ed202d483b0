// An event's sales (/events/admin?event={id}): the totals first (tickets sold of capacity,
// seats held while buyers pay, paid in all, checked in), then every order (buyer, tickets,
// status, total, paid at), searched by buyer, filtered by status, exported to CSV or Excel.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  EVENT_ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  type EventOrder,
  type EventSalesTotals,
} from '@portal/shared';
import {
  ListScreen,
  useListUrlState,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { buildPath, PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { exportEventOrders } from '../api/export-event-orders';
import { useEventOrders } from '../api/get-event-orders';
import { useEventsTranslation } from '../i18n';
import { EventDialog } from './lazy-event-dialog';
import { SHORT_MOMENT, money } from './event-words';

const FILTERS = ['status'] as const;
type OrderSort = (typeof EVENT_ORDER_SORT_FIELDS)[number];

const STATUS_COLORS: Record<EventOrder['status'], 'success' | 'warning' | 'default' | 'error'> = {
  confirmed: 'success',
  reserved: 'warning',
  cancelled: 'default',
  expired: 'default',
  refunded: 'error',
};

export function EventSales({ id }: { id: number }) {
  const { t } = useEventsTranslation();
  const format = useFormat();
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

  const columns: Array<DataTableColumn<EventOrder, OrderSort>> = [
    {
      id: 'buyer',
      header: t('admin.sales.buyer'),
      sortField: 'buyer',
      render: (order) => (
        <>
          <Box>{`${order.buyer.firstName} ${order.buyer.lastName}`}</Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {order.buyer.email}
          </Typography>
        </>
      ),
    },
    {
      id: 'tickets',
      header: t('admin.sales.tickets'),
      render: (order) =>
        order.items
          .map((item) => `${format.number(item.quantity)} × ${item.ticketTypeName}`)
          .join(', '),
    },
    {
      id: 'status',
      header: t('admin.sales.status'),
      render: (order) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[order.status]}
          label={t(`admin.sales.orderStatus.${order.status}`)}
        />
      ),
    },
    {
      id: 'total',
      header: t('admin.sales.total'),
      align: 'right',
      render: (order) => money(order.totalCents, order.currency, format.language),
    },
    {
      id: 'createdAt',
      header: t('admin.sales.paidAt'),
      sortField: 'createdAt',
      render: (order) =>
        order.paidAt ? (
          <time dateTime={order.paidAt}>{format.date(order.paidAt, SHORT_MOMENT)}</time>
        ) : (
          '—'
        ),
      hideOnPhone: true,
    },
  ];

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="event-sales">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Link
          component={RouterLink}
          to={PATHS.eventsAdmin}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, mr: 'auto' }}
        >
          <ArrowBackIcon fontSize="small" />
          {t('admin.actions.back')}
        </Link>
        {page ? (
          <>
            <Button onClick={() => setEditing(true)} sx={{ minHeight: 44 }}>
              {t('admin.actions.edit')}
            </Button>
            <Button
              component={RouterLink}
              to={buildPath(PATHS.event, { slug: page.event.slug })}
              target="_blank"
              sx={{ minHeight: 44 }}
            >
              {t('admin.actions.view')}
            </Button>
          </>
        ) : null}
      </Box>
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
