// /events/admin ("Events"): every event, soonest first, searched by name, filtered by
// published and by upcoming or past; a row opens its sales, "Edit" opens the form, "New event"
// an empty one. Dates read in the user's time zone.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { EVENT_SORT_FIELDS, type EventSortField, type EventSummary } from '@portal/shared';
import {
  ListScreen,
  useListUrlState,
  useYesNoOptions,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useEvents } from '../api/get-events';
import { useEventsTranslation } from '../i18n';
import { EventDialog } from './lazy-event-dialog';
import { SHORT_MOMENT, formatEventMoment } from './event-words';

const FILTERS = ['published', 'when'] as const;

export function salesPath(id: number): string {
  return `${PATHS.eventsAdmin}?event=${id}`;
}

export function EventsList() {
  const { t } = useEventsTranslation();
  const list = useListUrlState({
    sortFields: EVENT_SORT_FIELDS,
    filters: FILTERS,
    defaultOrder: 'desc',
  });
  const events = useEvents(list.query);
  const yesNo = useYesNoOptions();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const filters: Array<ListScreenFilter<(typeof FILTERS)[number]>> = [
    { name: 'published', label: t('admin.published'), options: yesNo },
    {
      name: 'when',
      label: t('admin.fields.date'),
      options: [
        { value: 'upcoming', label: t('admin.when.upcoming') },
        { value: 'past', label: t('admin.when.past') },
      ],
    },
  ];

  const columns = useEventColumns(setEditing);

  return (
    <ListScreen
      list={list}
      result={events}
      searchLabel={t('admin.list.search')}
      filters={filters}
      newAction={{ label: t('admin.list.new'), onClick: () => setEditing('new') }}
      offerNewWhenEmpty
      tableLabel={t('admin.list.tableLabel')}
      columns={columns}
      getRowId={(event) => event.id}
      getRowHref={(event) => salesPath(event.id)}
      emptyMessages={{ noMatch: t('table.noMatches'), empty: t('admin.list.empty') }}
    >
      <EventDialog
        open={editing !== null}
        id={typeof editing === 'number' ? editing : undefined}
        onClose={() => setEditing(null)}
      />
      {/* Keeps the check-in screen one step away for whoever runs the door. */}
      <Button component={RouterLink} to={PATHS.checkIn} sx={{ mt: 2, minHeight: 44 }}>
        {t('nav.checkIn')}
      </Button>
    </ListScreen>
  );
}

/** The list's columns; "Edit" opens the event's dialog. */
function useEventColumns(onEdit: (id: number) => void) {
  const { t } = useEventsTranslation();
  const format = useFormat();
  const columns: Array<DataTableColumn<EventSummary, EventSortField>> = [
    {
      id: 'name',
      header: t('admin.fields.name'),
      sortField: 'name',
      render: (event) => event.name,
      rowLink: true,
    },
    {
      id: 'startsAt',
      header: t('admin.fields.date'),
      sortField: 'startsAt',
      render: (event) => (
        <time dateTime={event.startsAt}>
          {formatEventMoment(event.startsAt, event.timeZone, format.language, SHORT_MOMENT)}
        </time>
      ),
    },
    {
      id: 'sold',
      header: t('admin.fields.sold'),
      align: 'right',
      render: (event) =>
        t('admin.soldOf', {
          sold: format.number(event.seatsSold),
          capacity: format.number(event.capacity),
        }),
    },
    {
      id: 'published',
      header: t('admin.published'),
      render: (event) =>
        event.published ? (
          <Chip size="small" color="success" variant="outlined" label={t('admin.published')} />
        ) : (
          <Chip size="small" variant="outlined" label={t('admin.draft')} />
        ),
      hideOnPhone: true,
    },
    {
      id: 'actions',
      header: t('admin.actions.edit'),
      render: (event) => (
        <Button
          size="small"
          onClick={(click) => {
            click.stopPropagation();
            onEdit(event.id);
          }}
          aria-label={t('admin.actions.editNamed', { name: event.name })}
          sx={{ minHeight: 44 }}
        >
          {t('admin.actions.edit')}
        </Button>
      ),
    },
  ];

  return columns;
}
