// How a report's cell shows a state: an icon and a symbol (✓ ✗ ! … —) in the state's colour, so
// that colour is never the only signal, and the cell's words for screen readers ("Letter 2 sent:
// late", "Kickoff 1: attended, by code"). Each grid keeps its states' looks in a table
// (`Record<State, StateLook>`); the legend above the grid (StateLegend) shows the same symbols
// with their meaning.
import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import visuallyHidden from '@mui/utils/visuallyHidden';

export interface StateLook {
  symbol: string;
  Icon: ComponentType<SvgIconProps>;
  color: string;
}

/** The icon and symbol of a state (hidden from screen readers, which read the cell's words). */
export function StateSymbol({ look }: { look: StateLook }) {
  const { symbol, Icon, color } = look;
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

/** A cell's content: the state's symbol for the eye, `label` for the ear; `data-state` names the
 * state for tests. */
export function StateMark<State extends string>({
  looks,
  state,
  label,
}: {
  looks: Record<State, StateLook>;
  state: State;
  label: string;
}) {
  return (
    // Positioned, so that the hidden words stay inside the grid's scrolling box.
    <Box component="span" title={label} data-state={state} sx={{ position: 'relative' }}>
      <StateSymbol look={looks[state]} />
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
