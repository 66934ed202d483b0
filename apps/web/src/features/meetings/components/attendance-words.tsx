// How a sponsor attended, in words: with the code, or by hand (by whom, and why), or not at all.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import type { AttendanceRecord } from '@portal/shared';
import { useFormat } from '../../../lib/format';
import { useMeetingsTranslation } from '../i18n';
import { MEETING_MOMENT } from './meeting-words';

export function AttendanceWords({ record }: { record: AttendanceRecord | null }) {
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
