// A small table of counts per place (a school, a village), titled by its heading.
import { useId } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useFormat } from '../../../lib/format';

export interface CountsTableProps {
  caption: string;
  placeHeader: string;
  countHeader: string;
  rows: Array<{ id: number; name: string; count: number }>;
}

export function CountsTable({ caption, placeHeader, countHeader, rows }: CountsTableProps) {
  const format = useFormat();
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mt: 2 }}>
        {caption}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {placeHeader}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {countHeader}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{format.number(row.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
