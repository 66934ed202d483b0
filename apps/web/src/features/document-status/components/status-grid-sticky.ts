// The document status grid's sticky columns: the selection checkbox, then the sponsor's name,
// which stay in view while the grid scrolls sideways on a phone.
import { alpha, type Theme } from '@mui/material/styles';
import { stickyFirstColumn } from '../../../components/report';

/** The width of the selection column; the sponsor column sticks right after it. */
const SELECT_WIDTH = 52;

/** Sticky cells are opaque; on a selected row they show the row's highlight over it. */
const selectedSticky = {
  '.Mui-selected > &': {
    backgroundImage: (theme: Theme) => {
      const tint = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
      return `linear-gradient(${tint}, ${tint})`;
    },
  },
} as const;
export const stickySelect = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  width: SELECT_WIDTH,
  minWidth: SELECT_WIDTH,
  bgcolor: 'background.paper',
  p: 0,
  textAlign: 'center',
  ...selectedSticky,
} as const;
/** The sponsor column sticks right after the selection column (at the edge on paper). */
export const stickySponsor = {
  ...stickyFirstColumn,
  left: SELECT_WIDTH,
  '@media print': { left: 0 },
  ...selectedSticky,
} as const;
