// /edrocks/meetings ("Meetings"): the year's meetings of every school in reach (admins: their
// schools), filtered by year and school and searched by school, each opening "edit meeting".
// "Schedule meetings" sets a school's ten meetings of a year in one step.
import { useState } from 'react';
import { MEETING_SORT_FIELDS, canWrite, type Meeting, type MeetingSortField } from '@portal/shared';
import {
  ListScreen,
  placeOption,
  useListUrlState,
  type DataTableColumn,
  type ListScreenFilter,
} from '../../../components/data-table';
import { lazyFormDialog } from '../../../components/form/lazy-form-dialog';
import { buildPath, PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useLists } from '../../../lib/get-lists';
import { useSession } from '../../../lib/session';
import { useMeetings } from '../api/get-meetings';
import { useYears } from '../api/get-years';
import { useMeetingsTranslation } from '../i18n';
import type { ScheduleDialogProps } from './schedule-dialog';
import { MEETING_MOMENT } from './meeting-words';

/** Its form and the validator load on first opening: the list draws without them. */
const ScheduleDialog = lazyFormDialog<ScheduleDialogProps & { open: boolean }>(
  () => import('./schedule-dialog'),
);

const FILTERS = ['periodId', 'schoolId'] as const;

export function MeetingsList() {
  const { t } = useMeetingsTranslation();
  const role = useSession().userData?.role;
  const canChange = role !== undefined && canWrite(role, 'meetings');
  const list = useListUrlState({ sortFields: MEETING_SORT_FIELDS, filters: FILTERS });
  const meetings = useMeetings(list.query);
  const years = useYears();
  const lookups = useLists();
  const [isScheduling, setScheduling] = useState(false);

  const yearItems = years.data?.items ?? [];
  const available = yearItems.find((year) => year.status === 'available');
  // Without a year in the URL the server shows the available year.
  const shownYear = list.filters.periodId
    ? yearItems.find((year) => String(year.id) === list.filters.periodId)
    : available;
  const schoolOptions = (lookups.data?.schools ?? []).map(placeOption);

  const filters: Array<ListScreenFilter<(typeof FILTERS)[number]>> = [
    {
      name: 'periodId',
      label: t('meetings.fields.year'),
      options: yearItems.map((year) => ({
        value: String(year.id),
        label:
          year.id === available?.id
            ? t('meetings.schedule.availableYear', { year: year.name })
            : year.name,
      })),
    },
    { name: 'schoolId', label: t('meetings.fields.school'), options: schoolOptions },
  ];

  const columns = useMeetingColumns();

  return (
    <ListScreen
      list={list}
      result={meetings}
      searchLabel={t('meetings.list.search')}
      filters={filters}
      newAction={
        canChange
          ? { label: t('meetings.schedule.button'), onClick: () => setScheduling(true) }
          : null
      }
      offerNewWhenEmpty={Boolean(shownYear)}
      tableLabel={
        shownYear
          ? t('meetings.list.tableLabel', { year: shownYear.name })
          : t('meetings.list.tableLabelNoYear')
      }
      columns={columns}
      getRowId={(meeting) => meeting.id}
      getRowHref={(meeting) => buildPath(PATHS.meetingEdit, { id: meeting.id })}
      emptyMessages={{
        noMatch: t('table.noMatches'),
        empty: shownYear || years.isPending ? t('meetings.list.empty') : t('meetings.list.noYear'),
      }}
    >
      <ScheduleDialog
        open={isScheduling}
        years={yearItems}
        schools={lookups.data?.schools ?? []}
        initialPeriodId={shownYear ? String(shownYear.id) : ''}
        initialSchoolId={list.filters.schoolId ?? ''}
        onClose={() => setScheduling(false)}
      />
    </ListScreen>
  );
}

function useMeetingColumns(): Array<DataTableColumn<Meeting, MeetingSortField>> {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  return [
    {
      id: 'meeting',
      header: t('meetings.fields.meeting'),
      render: (meeting) => t(`meetingKinds.${meeting.kind}`),
      rowLink: true,
    },
    {
      id: 'school',
      header: t('meetings.fields.school'),
      sortField: 'school',
      render: (meeting) => meeting.school.name,
    },
    {
      id: 'startsAt',
      header: t('meetings.fields.startsAt'),
      sortField: 'startsAt',
      render: (meeting) => (
        <time dateTime={meeting.startsAt}>{format.date(meeting.startsAt, MEETING_MOMENT)}</time>
      ),
    },
    {
      id: 'place',
      header: t('meetings.fields.place'),
      render: (meeting) => meeting.place || '—',
      hideOnPhone: true,
    },
    {
      id: 'attended',
      header: t('meetings.fields.attended'),
      align: 'right',
      render: (meeting) => format.number(meeting.attended),
    },
  ];
}
