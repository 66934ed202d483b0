// The attendance table's columns: the sponsor, how they attended, and for coordinators "Mark
// attended" or "Remove" on each row.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ATTENDANCE_SORT_FIELDS, AttendanceEntry } from '@portal/shared';
import type { DataTableColumn } from '../../../components/data-table';
import { useMeetingsTranslation } from '../i18n';
import { AttendanceWords } from './attendance-words';

export type AttendanceSponsor = AttendanceEntry['sponsor'];
type AttendanceColumn = DataTableColumn<AttendanceEntry, (typeof ATTENDANCE_SORT_FIELDS)[number]>;

interface AttendanceChangeProps {
  onMark: (sponsor: AttendanceSponsor) => void;
  onUnmark: (sponsor: AttendanceSponsor) => void;
}

/** "Remove" for a sponsor who attended, "Mark attended" for one who did not. */
function AttendanceChangeButton({
  entry,
  onMark,
  onUnmark,
}: AttendanceChangeProps & { entry: AttendanceEntry }) {
  const { t } = useMeetingsTranslation();
  const name = entry.sponsor.fullName;
  return entry.attendance ? (
    <Button
      size="small"
      color="error"
      onClick={() => onUnmark(entry.sponsor)}
      aria-label={t('meetings.attendance.unmarkNamed', { name })}
      sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
    >
      {t('meetings.attendance.unmark')}
    </Button>
  ) : (
    <Button
      size="small"
      variant="outlined"
      onClick={() => onMark(entry.sponsor)}
      aria-label={t('meetings.attendance.markNamed', { name })}
      sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
    >
      {t('meetings.attendance.mark')}
    </Button>
  );
}

export function useAttendanceColumns({
  canChange,
  onMark,
  onUnmark,
}: AttendanceChangeProps & { canChange: boolean }): AttendanceColumn[] {
  const { t } = useMeetingsTranslation();
  return [
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
            render: (entry: AttendanceEntry) => (
              <AttendanceChangeButton entry={entry} onMark={onMark} onUnmark={onUnmark} />
            ),
          },
        ]
      : []),
  ];
}
