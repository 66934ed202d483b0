// A column header that sorts the report on the server by its field: the active one shows its
// direction, and choosing it again flips the order (useListUrlState's setSort).
import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import { headCell } from '../../../components/report';
import type { SortOrder } from '../../../components/data-table';

export function SortHeadCell<Field extends string>({
  field,
  label,
  sort,
  order,
  onSort,
}: {
  field: Field;
  label: string;
  sort: Field;
  order: SortOrder;
  onSort: (field: Field) => void;
}) {
  const isActive = sort === field;
  return (
    <TableCell scope="col" sx={headCell} sortDirection={isActive ? order : false}>
      <TableSortLabel
        active={isActive}
        direction={isActive ? order : 'asc'}
        onClick={() => onSort(field)}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
