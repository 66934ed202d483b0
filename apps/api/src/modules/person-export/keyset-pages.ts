// Rows read a page at a time, by keyset (the rows after the last one read, in a fixed order),
// each page asked for only once the one before has been used: what a long section of a
// person's export (the e-mails, the history) holds in memory is one page.

/** Rows read in pages: each page is asked for once the one before has been written. */
export type Pages<Row> = AsyncIterable<readonly Row[]>;

/** Rows in one page of a long section: a few hundred e-mails or entries, a megabyte or two. */
export const EXPORT_PAGE_SIZE = 500;

/** Each page mapped (a page of rows to what the viewer reads of them), one page at a time. */
export async function* mapPages<Row, Item>(
  pages: Pages<Row>,
  map: (page: readonly Row[]) => Promise<Item[]> | Item[],
): Pages<Item> {
  for await (const page of pages) yield await map(page);
}

/**
 * Keyset pages: `read(after)` gives the rows after the last one read (null: from the start),
 * at most `size` of them; a shorter page is the last.
 */
export async function* keysetPages<Row>(
  read: (after: Row | null) => Promise<readonly Row[]>,
  size: number,
): Pages<Row> {
  let after: Row | null = null;
  for (;;) {
    const rows = await read(after);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!;
  }
}
