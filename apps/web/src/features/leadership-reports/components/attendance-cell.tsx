// How a meeting cell of the attendance grid shows its state: an icon and a symbol in the state's
// colour (the two ways of attending have different icons), so that colour is never the only
// signal, and the cell's words for screen readers ("Kickoff 1: attended, by code"). The legend
// above the grid says what each one means.
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { AttendanceCellState } from '@portal/shared';
import { visuallyHidden } from './visually-hidden';

interface StateLook {
  symbol: string;
  Icon: ComponentType<SvgIconProps>;
  color: string;
}

export const STATE_LOOKS: Record<AttendanceCellState, StateLook> = {
  code: { symbol: '✓', Icon: QrCode2, color: 'success.main' },
  manual: { symbol: '✓', Icon: HowToRegOutlined, color: 'success.dark' },
  absent: { symbol: '✗', Icon: CancelOutlined, color: 'error.main' },
  upcoming: { symbol: '…', Icon: ScheduleOutlined, color: 'text.secondary' },
  notScheduled: { symbol: '—', Icon: RemoveCircleOutlineOutlined, color: 'text.secondary' },
};

/** The icon and symbol of a state (hidden from screen readers, which read `label`). */
export function AttendanceSymbol({ state }: { state: AttendanceCellState }) {
  const { symbol, Icon, color } = STATE_LOOKS[state];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.25,
        color,
        fontWeight: 700,
        whiteSpace: 'nowrap',
      }}
    >
      <Icon fontSize="small" />
      <span>{symbol}</span>
    </Box>
  );
}

/** A cell's content: the symbol for the eye, `label` for the ear. */
export function AttendanceMark({ state, label }: { state: AttendanceCellState; label: string }) {
  return (
    // Positioned, so that the hidden words stay inside the grid's scrolling box.
    <Box component="span" title={label} data-state={state} sx={{ position: 'relative' }}>
      <AttendanceSymbol state={state} />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
