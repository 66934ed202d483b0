// The bar under a table: "Rows per page" (a native select), "1-50 of 1,234" and the first,
// previous, next and last page buttons. It behaves as MUI's TablePagination (a zero-based
// page, a count of -1 while the total is unknown) but is drawn with plain elements styled once:
// MUI's wraps each of its four buttons in a tooltip and brings the tooltips' positioning
// library with it, the largest part of a list's code and of its render after the rows on a
// phone (bench/RESULTS.md, Lighthouse).
//
//   <TablePager count={1234} page={0} rowsPerPage={50} rowsPerPageOptions={[25, 50, 100]}
//     onPageChange={(next) => ...} onRowsPerPageChange={(size) => ...}
//     labelRowsPerPage="Rows per page:" labelDisplayedRows={({ from, to, count }) => ...}
//     getItemAriaLabel={(type) => ...} />
import { useId } from 'react';
import { PlainIcon } from './plain-parts';
import FIRST_PAGE_PATH from 'virtual:icon-path/FirstPage';
import PREVIOUS_PATH from 'virtual:icon-path/KeyboardArrowLeft';
import NEXT_PATH from 'virtual:icon-path/KeyboardArrowRight';
import LAST_PAGE_PATH from 'virtual:icon-path/LastPage';

export type PagerButton = 'first' | 'previous' | 'next' | 'last';

export interface TablePagerProps {
  /** Rows in all; -1 while the total is unknown (only "more than" is). */
  count: number;
  /** Zero-based. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
  labelRowsPerPage: string;
  labelDisplayedRows: (rows: { from: number; to: number; count: number }) => string;
  getItemAriaLabel: (type: PagerButton) => string;
  /** The first and last page buttons (the previous and next ones are always there). */
  showFirstAndLast?: boolean;
}

/** Material's icons for the four buttons, drawn as plain <svg> (icon-path-plugin.ts). */
const ICON_PATHS: Record<PagerButton, string> = {
  first: FIRST_PAGE_PATH,
  previous: PREVIOUS_PATH,
  next: NEXT_PATH,
  last: LAST_PAGE_PATH,
};

/** MUI's pagination toolbar, icon buttons and small select, written once for the bar. */
export function TablePager({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions,
  onPageChange,
  onRowsPerPageChange,
  labelRowsPerPage,
  labelDisplayedRows,
  getItemAriaLabel,
  showFirstAndLast = true,
}: TablePagerProps) {
  const sizeId = useId();
  const isCountKnown = count !== -1;
  const lastPage = isCountKnown ? Math.max(0, Math.ceil(count / rowsPerPage) - 1) : undefined;
  const from = count === 0 ? 0 : page * rowsPerPage + 1;
  const to = isCountKnown ? Math.min(count, (page + 1) * rowsPerPage) : (page + 1) * rowsPerPage;
  // Without a known total there is no last page to go to, and always a next one to try.
  const targets: Record<PagerButton, number | null> = {
    first: page > 0 ? 0 : null,
    previous: page > 0 ? page - 1 : null,
    next: lastPage === undefined || page < lastPage ? page + 1 : null,
    last: lastPage !== undefined && page < lastPage ? lastPage : null,
  };
  const buttons: PagerButton[] = showFirstAndLast
    ? ['first', 'previous', 'next', 'last']
    : ['previous', 'next'];

  return (
    <div className="ls-pager">
      <div className="TablePager-size">
        <label htmlFor={sizeId}>{labelRowsPerPage}</label>
        <select
          id={sizeId}
          value={rowsPerPage}
          onChange={(event) => onRowsPerPageChange(Number(event.target.value))}
        >
          {rowsPerPageOptions.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <p className="TablePager-rows">{labelDisplayedRows({ from, to, count })}</p>
      <div className="TablePager-actions">
        {buttons.map((type) => {
          const target = targets[type];
          const label = getItemAriaLabel(type);
          return (
            <button
              key={type}
              type="button"
              className="ls-icon-button"
              aria-label={label}
              title={label}
              disabled={target === null}
              onClick={() => {
                if (target !== null) onPageChange(target);
              }}
            >
              <PlainIcon path={ICON_PATHS[type]} />
            </button>
          );
        })}
      </div>
    </div>
  );
}
