// Who attended the meeting: the school's sponsors a page at a time (search by name, filter
// attended / not attended, kept in the URL), each attended with the code, marked by hand (with
// the reason and who marked it) or not attended. Coordinators mark a sponsor by hand (the
// reason is required) or remove an attendance (confirmed).
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_SORT_FIELDS } from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  ClearFiltersButton,
  DataTable,
  FilterSelect,
  SearchBox,
  useListUrlState,
  type ListUrlState,
} from '../../../components/data-table';
import { useFormat } from '../../../lib/format';
import { useMeetingAttendance } from '../api/get-meeting-attendance';
import { useMeetingsTranslation } from '../i18n';
import { useAttendanceColumns, type AttendanceSponsor } from './attendance-columns';
import { MarkAttendedDialog } from './mark-attended-dialog';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { useAttendanceRemoval } from './use-attendance-removal';

const FILTERS = ['attended'] as const;
type AttendanceListState = ListUrlState<
  (typeof ATTENDANCE_SORT_FIELDS)[number],
  (typeof FILTERS)[number]
>;

/** Search by name, and attended or not. */
function AttendanceFilters({ list }: { list: AttendanceListState }) {
  const { t } = useMeetingsTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap', mb: 2 }}>
      <SearchBox
        label={t('meetings.attendance.search')}
        value={list.searchInput}
        onChange={list.setSearchInput}
      />
      <FilterSelect
        name="attended"
        label={t('meetings.attendance.filter')}
        value={list.filters.attended}
        onChange={(value) => list.setFilter('attended', value)}
        options={[
          { value: 'true', label: t('meetings.attendance.attended') },
          { value: 'false', label: t('meetings.attendance.notAttended') },
        ]}
      />
    </Stack>
  );
}

export function MeetingAttendance({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const list = useListUrlState({ sortFields: ATTENDANCE_SORT_FIELDS, filters: FILTERS });
  const attendance = useMeetingAttendance(meeting.id, list.query);
  const removal = useAttendanceRemoval(meeting.id);
  const [marking, setMarking] = useState<AttendanceSponsor>();
  const meetingName = t(`meetingKinds.${meeting.kind}`);
  const columns = useAttendanceColumns({ canChange, onMark: setMarking, onUnmark: removal.ask });
  const unmarkingName = removal.item?.fullName ?? '';

  return (
    <MeetingSection title={t('meetings.attendance.title')} isCompact>
      <Typography sx={{ mb: 2 }} data-testid="attendance-summary">
        {t('meetings.attendance.summary', {
          attended: format.number(meeting.attended),
          sponsors: format.number(meeting.sponsors),
        })}
      </Typography>
      <AttendanceFilters list={list} />
      <DataTable
        label={t('meetings.attendance.tableLabel', {
          school: meeting.school.name,
          meeting: meetingName,
        })}
        columns={columns}
        rows={attendance.data?.items}
        total={attendance.data?.total}
        pageInfo={attendance.data}
        isLoading={attendance.isFetching}
        error={attendance.error}
        onRetry={() => void attendance.refetch()}
        list={list}
        getRowId={(entry) => entry.sponsor.id}
        empty={
          list.isFiltered
            ? {
                message: t('meetings.attendance.noMatch'),
                action: <ClearFiltersButton onClick={list.clearSearchAndFilters} />,
              }
            : { message: t('meetings.attendance.empty') }
        }
      />
      {marking ? (
        <MarkAttendedDialog
          meeting={meeting}
          sponsor={marking}
          onClose={() => setMarking(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={removal.item !== undefined}
        title={t('meetings.attendance.unmarkTitle', { name: unmarkingName })}
        description={t('meetings.attendance.unmarkText', {
          name: unmarkingName,
          meeting: meetingName,
        })}
        confirmLabel={t('meetings.attendance.unmark')}
        onConfirm={() => void removal.confirm()}
        onCancel={removal.cancel}
        busy={removal.isBusy}
        destructive
      />
    </MeetingSection>
  );
}
