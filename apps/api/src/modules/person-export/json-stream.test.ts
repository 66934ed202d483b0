// The streamed sections' JSON reads as the gathered sections' (JSON.stringify with two spaces),
// whatever the pages, and a page is asked for only once the one before has been read: what an
// export holds of a long section is a page, not the section.
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { jsonArray, jsonObjectWithArray } from './json-stream';
import { keysetPages, type Pages } from './keyset-pages';

async function* pagesOf(pages: unknown[][]): Pages<unknown> {
  for (const page of pages) yield page;
}

async function textOf(chunks: AsyncIterable<Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts).toString('utf8');
}

const item = (n: number) => ({
  n,
  text: `line ${n}\nwith "quotes", ünïcödé and a tab\t`,
  nested: { list: [n, { deep: [] }], empty: {}, none: null },
});

it('writes the same JSON as JSON.stringify of the whole, for any pages', async () => {
  const cases: unknown[][][] = [
    [],
    [[]],
    [[item(1)]],
    [[item(1), item(2)], [], [item(3)]],
    [[1, 'two', null, [3]], [{ four: 4 }]],
  ];
  for (const pages of cases) {
    const all = pages.flat();
    expect(await textOf(jsonArray(pagesOf(pages)))).toBe(JSON.stringify(all, null, 2));
    const rest = { addresses: [{ email: 'a@example.org', bounces: 0 }], empty: [] };
    expect(await textOf(jsonObjectWithArray('messages', pagesOf(pages), rest))).toBe(
      JSON.stringify({ messages: all, ...rest }, null, 2),
    );
  }
});

it('asks for a page only as the reader gets to it, and stops when the reader does', async () => {
  const asked: Array<number | null> = [];
  const pages = keysetPages<{ id: number }>(async (after) => {
    asked.push(after?.id ?? null);
    const start = (after?.id ?? 0) + 1;
    // Each page is about 1 MB of JSON: a reader that held the section would hold them all.
    return Array.from({ length: 3 }, (_, index) => ({
      id: start + index,
      pad: 'x'.repeat(350_000),
    }));
  }, 3);
  const stream = Readable.from(jsonArray(pages), { objectMode: false });
  const reader = stream[Symbol.asyncIterator]();
  await reader.next();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // The first page read, and at most the next one being made ready: not the hundreds after.
  expect(asked.length).toBeLessThanOrEqual(2);
  await reader.return?.();
  stream.destroy();
  const before = asked.length;
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(asked.length).toBe(before);
});

it('reads keyset pages until a short one', async () => {
  const rows = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
  const asked: Array<number | null> = [];
  const pages = keysetPages<{ id: number }>(async (after) => {
    asked.push(after?.id ?? null);
    return rows.filter((row) => row.id > (after?.id ?? 0)).slice(0, 3);
  }, 3);
  const read: number[][] = [];
  for await (const page of pages) read.push(page.map((row) => row.id));
  expect(read).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  expect(asked).toEqual([null, 3, 6]);
});
