// How the attendance grid shows a sponsor's meeting: an icon and a symbol in the state's colour
// (the two ways of attending have different icons; StateMark, with the cell's words for screen
// readers: "Kickoff 1: attended, by code"), and the legend above the grid (and on paper) that
// gives every symbol its meaning in words.
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { ATTENDANCE_CELL_STATES, type AttendanceCellState } from '@portal/shared';
import { StateLegend, type StateLook } from '../../../components/report';
import { useLeadershipReportsTranslation } from '../i18n';

export const STATE_LOOKS: Record<AttendanceCellState, StateLook> = {
  code: { symbol: '✓', Icon: QrCode2, color: 'success.main' },
  manual: { symbol: '✓', Icon: HowToRegOutlined, color: 'success.dark' },
  absent: { symbol: '✗', Icon: CancelOutlined, color: 'error.main' },
  upcoming: { symbol: '…', Icon: ScheduleOutlined, color: 'text.secondary' },
  notScheduled: { symbol: '—', Icon: RemoveCircleOutlineOutlined, color: 'text.secondary' },
};

export function AttendanceLegend() {
  const { t } = useLeadershipReportsTranslation();
  return (
    <StateLegend
      title={t('attendance.legend.title')}
      states={ATTENDANCE_CELL_STATES}
      looks={STATE_LOOKS}
      meaning={(state) => t(`attendance.legend.${state}`)}
      testId="attendance-legend"
    />
  );
}
