// The data table's head: a header per column, a sort button (with its direction) on the
// sortable ones, and the sort the screen reader hears on the sorted one.
// Material's arrow_downward, the sort direction (turned up for ascending).
import SORT_ICON_PATH from 'virtual:icon-path/ArrowDownward';
import { PART, type DataTableColumn, type DataTablePaging } from './data-table-model';
import { PlainIcon } from './plain-parts';

export function DataTableHead<Row, Sort extends string>({
  columns,
  list,
}: {
  columns: Array<DataTableColumn<Row, Sort>>;
  list: Pick<DataTablePaging<Sort>, 'sort' | 'order' | 'setSort'>;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const active = column.sortField !== undefined && list.sort === column.sortField;
          const direction = active ? list.order : 'asc';
          return (
            <th
              key={column.id}
              scope="col"
              data-align={column.align}
              className={column.hideOnPhone ? PART.phoneHidden : undefined}
              style={column.width === undefined ? undefined : { width: column.width }}
              aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
            >
              {column.sortField !== undefined ? (
                <button
                  type="button"
                  className={PART.sort}
                  data-active={active || undefined}
                  onClick={() => list.setSort(column.sortField!)}
                >
                  {column.header}
                  <PlainIcon
                    path={SORT_ICON_PATH}
                    className={PART.sortIcon}
                    data-direction={direction}
                  />
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
