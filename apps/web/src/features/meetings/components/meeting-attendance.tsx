// Who attended the meeting: the school's sponsors a page at a time (search by name, filter
// attended / not attended, kept in the URL), each attended with the code, marked by hand (with
// the reason and who marked it) or not attended. Coordinators mark a sponsor by hand (the
// reason is required) or remove an attendance (confirmed).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import {
  ATTENDANCE_REASON_MAX_LENGTH,
  ATTENDANCE_SORT_FIELDS,
  attendanceMarkBodySchema,
  type AttendanceEntry,
  type AttendanceMarkBody,
  type AttendanceRecord,
  type MeetingDetail,
} from '@portal/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import {
  ClearFiltersButton,
  DataTable,
  FilterSelect,
  SearchBox,
  useListUrlState,
  type DataTableColumn,
} from '../../../components/data-table';
import { FormDialog, useServerAwareSubmit } from '../../../components/form';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useMeetingAttendance } from '../api/get-meeting-attendance';
import { useMarkAttendance } from '../api/mark-attendance';
import { useUnmarkAttendance } from '../api/unmark-attendance';
import { useMeetingsTranslation } from '../i18n';
import { finishConfirmed } from './confirmed-change';
import { MeetingSection, type MeetingPartProps } from './meeting-section';
import { MeetingTextField } from './meeting-text-field';
import { MEETING_MOMENT } from './meeting-words';

const FILTERS = ['attended'] as const;
type Sponsor = AttendanceEntry['sponsor'];

/** How a sponsor attended, in words: with the code, or by hand (by whom, and why). */
function AttendanceWords({ record }: { record: AttendanceRecord | null }) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  if (!record) {
    return <Typography variant="body2">{t('meetings.attendance.notAttended')}</Typography>;
  }
  const time = format.date(record.at, MEETING_MOMENT);
  return (
    <Box>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
        <Typography variant="body2">
          {record.method === 'code'
            ? t('meetings.attendance.byCode', { time })
            : record.recordedBy
              ? t('meetings.attendance.byHand', { name: record.recordedBy, time })
              : t('meetings.attendance.byHandNoName', { time })}
        </Typography>
      </Stack>
      {record.method === 'manual' && record.reason ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('meetings.attendance.reason', { reason: record.reason })}
        </Typography>
      ) : null}
    </Box>
  );
}

export function MeetingAttendance({ meeting, canChange }: MeetingPartProps) {
  const { t } = useMeetingsTranslation();
  const format = useFormat();
  const list = useListUrlState({ sortFields: ATTENDANCE_SORT_FIELDS, filters: FILTERS });
  const attendance = useMeetingAttendance(meeting.id, list.query);
  const unmark = useUnmarkAttendance(meeting.id);
  const [marking, setMarking] = useState<Sponsor>();
  const [unmarking, setUnmarking] = useState<Sponsor>();
  const meetingName = t(`meetingKinds.${meeting.kind}`);

  async function confirmUnmark() {
    if (!unmarking) return;
    await finishConfirmed(
      t,
      () => unmark.mutateAsync(unmarking.id),
      () => t('meetings.attendance.unmarked', { name: unmarking.fullName }),
      () => setUnmarking(undefined),
    );
  }

  const columns: Array<DataTableColumn<AttendanceEntry, (typeof ATTENDANCE_SORT_FIELDS)[number]>> =
    [
      {
        id: 'sponsor',
        header: t('meetings.attendance.sponsor'),
        sortField: 'sponsor',
        render: (entry) => (
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {entry.sponsor.fullName}
          </Typography>
        ),
      },
      {
        id: 'status',
        header: t('meetings.attendance.status'),
        render: (entry) => <AttendanceWords record={entry.attendance} />,
      },
      ...(canChange
        ? [
            {
              id: 'actions',
              header: t('meetings.attendance.actions'),
              render: (entry: AttendanceEntry) =>
                entry.attendance ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setUnmarking(entry.sponsor)}
                    aria-label={t('meetings.attendance.unmarkNamed', {
                      name: entry.sponsor.fullName,
                    })}
                    sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
                  >
                    {t('meetings.attendance.unmark')}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setMarking(entry.sponsor)}
                    aria-label={t('meetings.attendance.markNamed', {
                      name: entry.sponsor.fullName,
                    })}
                    sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
                  >
                    {t('meetings.attendance.mark')}
                  </Button>
                ),
            },
          ]
        : []),
    ];

  return (
    <MeetingSection title={t('meetings.attendance.title')} isCompact>
      <Typography sx={{ mb: 2 }} data-testid="attendance-summary">
        {t('meetings.attendance.summary', {
          attended: format.number(meeting.attended),
          sponsors: format.number(meeting.sponsors),
        })}
      </Typography>
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
        open={unmarking !== undefined}
        title={t('meetings.attendance.unmarkTitle', { name: unmarking?.fullName ?? '' })}
        description={t('meetings.attendance.unmarkText', {
          name: unmarking?.fullName ?? '',
          meeting: meetingName,
        })}
        confirmLabel={t('meetings.attendance.unmark')}
        onConfirm={() => void confirmUnmark()}
        onCancel={() => setUnmarking(undefined)}
        busy={unmark.isPending}
        destructive
      />
    </MeetingSection>
  );
}

/** "Mark attended": the reason is required; the server records who marked it. */
function MarkAttendedDialog({
  meeting,
  sponsor,
  onClose,
}: {
  meeting: MeetingDetail;
  sponsor: Sponsor;
  onClose: () => void;
}) {
  const { t } = useMeetingsTranslation();
  const mark = useMarkAttendance(meeting.id);
  const form = useForm<AttendanceMarkBody>({
    resolver: zodResolver(attendanceMarkBodySchema),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });
  const { onSubmit, serverError } = useServerAwareSubmit(form, ['reason'], async (values) => {
    await mark.mutateAsync({ sponsorId: sponsor.id, reason: values.reason });
    notify.success(t('meetings.attendance.marked', { name: sponsor.fullName }));
    onClose();
  });
  return (
    <FormDialog
      title={t('meetings.attendance.markTitle', { name: sponsor.fullName })}
      busy={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
      serverError={serverError}
      testId="mark-attended-form"
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('meetings.attendance.markText', {
          name: sponsor.fullName,
          meeting: t(`meetingKinds.${meeting.kind}`),
        })}
      </Typography>
      <MeetingTextField
        control={form.control}
        name="reason"
        label={t('meetings.attendance.reasonLabel')}
        helperText={t('meetings.attendance.reasonHelp')}
        multiline
        minRows={2}
        maxLength={ATTENDANCE_REASON_MAX_LENGTH}
        required
        autoFocus
      />
    </FormDialog>
  );
}
