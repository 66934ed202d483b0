// The columns of an event's orders: buyer (with the e-mail), tickets, status, total and when it
// was paid.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { EVENT_ORDER_SORT_FIELDS, EventOrder } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useEventsTranslation } from '../i18n';
import { SHORT_MOMENT, money } from './event-words';

type OrderSort = (typeof EVENT_ORDER_SORT_FIELDS)[number];

const STATUS_COLORS: Record<EventOrder['status'], 'success' | 'warning' | 'default' | 'error'> = {
  confirmed: 'success',
  reserved: 'warning',
  cancelled: 'default',
  expired: 'default',
  refunded: 'error',
};

export function useEventOrderColumns(): Array<DataTableColumn<EventOrder, OrderSort>> {
  const { t } = useEventsTranslation();
  const format = useFormat();
  return [
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
}
