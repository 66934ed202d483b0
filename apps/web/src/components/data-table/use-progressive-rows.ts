// A page of rows drawn in the background, a little at a time, and shown when complete: at once,
// 50 rows and their cells kept a phone's main thread busy for a few hundred milliseconds
// (Lighthouse's Total Blocking Time), with taps on the page waiting. The first paint of a screen
// draws only the rows a phone shows (sooner on screen, a shorter task); the rest of the page is
// drawn in the background right after, a few rows per step (one step for all of them was a task
// of 100-200 ms on a phone).
import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** Rows drawn in the first paint of a screen (about what a phone shows); the rest of its page
 * follows in the background. */
const FIRST_PAINT_ROWS = 10;
/** Rows each later background step adds: each step is a task short enough not to hold up taps. */
const ROWS_PER_STEP = 10;

/** The rows to draw now (undefined: none yet) and how many of them. */
export function useProgressiveRows<Row>(rows: Row[] | undefined) {
  const shownRows = useDeferredValue(rows);
  const [rowLimit, setRowLimit] = useState(FIRST_PAINT_ROWS);
  const rowCount = shownRows?.length ?? 0;
  useEffect(() => {
    if (rowLimit >= rowCount) return;
    startTransition(() => setRowLimit((limit) => limit + ROWS_PER_STEP));
  }, [rowLimit, rowCount]);
  return { shownRows, rowLimit };
}
