// The table shell of a report's grid: a row per sponsor, whose name (the row's header) stays in
// view while the grid scrolls sideways on a phone. The caption shows above the scrolling box with
// a hint to scroll sideways (screen readers read the table's own caption instead), and the box is
// marked data-report-grid for the print layout (ReportPrintStyles). The grid passes its column
// groups, head and body as children, and builds its cells with the styles below.
//
//   <ReportGrid caption={caption} hint={t('reports.scrollHint')} testId="attendance-grid" isBusy={isFetching}>
//     <TableHead><TableRow><SortHeaderCell label={t('...sponsor')} order={order} onSort={onSort} />...
//     <TableBody>... <TableCell component="th" scope="row" sx={stickyFirstColumn}>{name}</TableCell>
//   </ReportGrid>
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { SortOrder } from '../data-table';

/** The first column (the sponsor's name): opaque, so the cells scrolling under it stay hidden. */
export const stickyFirstColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  minWidth: 150,
  maxWidth: 220,
  borderRight: 1,
  borderRightColor: 'divider',
} as const;

/** A column's header: bold, on the line nearest the cells under a two-line header. */
export const headCell = { fontWeight: 600, verticalAlign: 'bottom', lineHeight: 1.3 } as const;

/** A short centred value (a state's symbol, "2 of 10") that does not wrap. */
export const centredCell = { textAlign: 'center', whiteSpace: 'nowrap', px: 1 } as const;

/** A header over a group of columns, set off from the columns before it by a line. */
export const groupHeadCell = {
  ...headCell,
  textAlign: 'center',
  borderLeft: 1,
  borderLeftColor: 'divider',
} as const;

export function ReportGrid({
  caption,
  hint,
  testId,
  isBusy = false,
  beside,
  children,
}: {
  caption: string;
  /** Under the visible caption, off paper: "One row per sponsor; scroll sideways ...". */
  hint: string;
  testId: string;
  /** A newer page is loading: the rows shown are about to change. */
  isBusy?: boolean;
  /** Inside the scrolling box after the table: words for screen readers (a live count, a
   * description the cells point to), kept within the box by its positioning. */
  beside?: ReactNode;
  /** The column groups, the head and the body. */
  children: ReactNode;
}) {
  return (
    <>
      <Box aria-hidden sx={{ mb: 1 }}>
        <Typography component="p" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {caption}
        </Typography>
        <Typography
          component="p"
          variant="body2"
          sx={{ color: 'text.secondary', '@media print': { display: 'none' } }}
        >
          {hint}
        </Typography>
      </Box>
      <TableContainer
        sx={{ position: 'relative', overflowX: 'auto', '@media print': { overflow: 'visible' } }}
        data-testid={testId}
        data-report-grid
      >
        <Table size="small" aria-busy={isBusy || undefined} sx={{ borderCollapse: 'separate' }}>
          <Box component="caption" sx={visuallyHidden}>
            {caption}
          </Box>
          {children}
        </Table>
        {beside}
      </TableContainer>
    </>
  );
}

/** The first column's header, which sorts the report by it (by the sponsor's name). */
export function SortHeaderCell({
  label,
  order,
  onSort,
  rowSpan,
  sticky = stickyFirstColumn,
}: {
  label: string;
  order: SortOrder;
  onSort: () => void;
  /** 2 under a two-line header. */
  rowSpan?: number;
  /** How the column sticks, when it does not start at the left edge. */
  sticky?: SxProps<Theme>;
}) {
  return (
    <TableCell
      scope="col"
      rowSpan={rowSpan}
      sx={[headCell, ...(Array.isArray(sticky) ? sticky : [sticky])]}
      sortDirection={order}
    >
      <TableSortLabel active direction={order} onClick={onSort}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
