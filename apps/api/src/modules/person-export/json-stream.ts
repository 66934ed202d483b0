// The JSON of the sections read a page at a time (the e-mails, the history): written in chunks,
// one per page of rows, as the ZIP asks for more, so that one page at most is held. The text is
// the same as JSON.stringify(value, null, 2) of the whole, as the other sections' files are.

import type { Pages } from './keyset-pages';

/** JSON.stringify(value, null, 2), its lines after the first indented by `depth` levels. */
function indented(value: unknown, depth: number): string {
  // A JSON text has no newline but between its tokens: strings escape theirs.
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${'  '.repeat(depth)}`);
}

function utf8(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

/** A JSON array of every page's items, at `depth` levels of indentation. */
export async function* jsonArray(pages: Pages<unknown>, depth = 0): AsyncGenerator<Buffer> {
  const pad = '  '.repeat(depth + 1);
  let isFirst = true;
  for await (const page of pages) {
    if (page.length === 0) continue;
    const items = page.map((item) => pad + indented(item, depth + 1)).join(',\n');
    yield utf8(`${isFirst ? '[\n' : ',\n'}${items}`);
    isFirst = false;
  }
  yield utf8(isFirst ? '[]' : `\n${'  '.repeat(depth)}]`);
}

/**
 * A JSON object whose first field is an array read in pages and whose other fields are known:
 * `{ "messages": [...pages], "addresses": [...] }`.
 */
export async function* jsonObjectWithArray(
  key: string,
  pages: Pages<unknown>,
  rest: Record<string, unknown>,
): AsyncGenerator<Buffer> {
  yield utf8(`{\n  ${JSON.stringify(key)}: `);
  yield* jsonArray(pages, 1);
  for (const [name, value] of Object.entries(rest))
    yield utf8(`,\n  ${JSON.stringify(name)}: ${indented(value, 1)}`);
  yield utf8('\n}');
}
