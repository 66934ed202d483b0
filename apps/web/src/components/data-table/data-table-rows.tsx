// The data table's body rows: a row of the page (opening its details when it leads somewhere,
// its link cell a real link for keyboards and screen readers), and the placeholders drawn while
// the first page loads.
import { Link as RouterLink } from 'react-router';
import { PART, type DataTableColumn } from './data-table-model';

/** Five rows of grey placeholders, one per column. */
export function LoadingRows<Row, Sort extends string>({
  columns,
}: {
  columns: Array<DataTableColumn<Row, Sort>>;
}) {
  return (
    <>
      {Array.from({ length: 5 }, (_, index) => (
        <tr key={index} data-testid="loading">
          {columns.map((column) => (
            <td key={column.id} className={column.hideOnPhone ? PART.phoneHidden : undefined}>
              <span className={PART.placeholder} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function DataTableRow<Row, Sort extends string>({
  row,
  columns,
  href,
  onOpen,
}: {
  row: Row;
  columns: Array<DataTableColumn<Row, Sort>>;
  /** Where the row leads (its details); none: not clickable. */
  href: string | undefined;
  onOpen: (href: string) => void;
}) {
  return (
    <tr className={href ? PART.rowLink : undefined} onClick={href ? () => onOpen(href) : undefined}>
      {columns.map((column) => {
        const content = column.render(row);
        return (
          <td
            key={column.id}
            data-align={column.align}
            className={column.hideOnPhone ? PART.phoneHidden : undefined}
          >
            {column.rowLink && href ? (
              <RouterLink
                to={href}
                className={PART.link}
                onClick={(event) => event.stopPropagation()}
              >
                {content}
              </RouterLink>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
}
