// How a cell of the grid shows its state: an icon and a symbol (✓ ✗ ! … —) in the state's
// colour, so that colour is never the only signal, and the cell's words for screen readers
// ("Letter 2 sent: late"). The legend above the grid says what each symbol means.
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import RemoveCircleOutlineOutlined from '@mui/icons-material/RemoveCircleOutlineOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { DOCUMENT_CELL_STATES, type DocumentCellState } from '@portal/shared';

interface StateLook {
  symbol: string;
  Icon: ComponentType<SvgIconProps>;
  color: string;
}

export const STATE_LOOKS: Record<DocumentCellState, StateLook> = {
  done: { symbol: '✓', Icon: CheckCircleOutlined, color: 'success.main' },
  missing: { symbol: '✗', Icon: CancelOutlined, color: 'error.main' },
  late: { symbol: '!', Icon: ErrorOutlined, color: 'warning.dark' },
  notDue: { symbol: '…', Icon: HourglassEmptyOutlined, color: 'text.secondary' },
  notNeeded: { symbol: '—', Icon: RemoveCircleOutlineOutlined, color: 'text.secondary' },
};

export { DOCUMENT_CELL_STATES };

// Pixel units spelled out: sx reads a bare 1 as 100%.
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The icon and symbol of a state (hidden from screen readers, which read `label`). */
export function StateSymbol({ state }: { state: DocumentCellState }) {
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

/** A cell's content: the symbol for the eye, `label` ("Letter 2 sent: late") for the ear. */
export function StateMark({ state, label }: { state: DocumentCellState; label: string }) {
  return (
    // Positioned, so that the hidden words stay inside the grid's scrolling box.
    <Box component="span" title={label} data-state={state} sx={{ position: 'relative' }}>
      <StateSymbol state={state} />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
