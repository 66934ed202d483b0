// bench/RESULTS.md: each benchmark's rows sit under its markers (`<!-- name-rows -->`), newest
// first. A benchmark run for the first time adds its section at the end.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = fileURLToPath(new URL('./RESULTS.md', import.meta.url));

/**
 * Adds `rows[marker]` under each marker. `section` (its text, markers included) is appended
 * first when the file does not have the markers yet.
 */
export async function recordResults(
  rows: Record<string, readonly string[]>,
  section: string,
): Promise<void> {
  let text = await readFile(RESULTS_FILE, 'utf8');
  const markers = Object.keys(rows);
  if (!markers.every((marker) => text.includes(marker))) text = `${text.trimEnd()}\n\n${section}`;
  for (const marker of markers) {
    const added = rows[marker] ?? [];
    if (!text.includes(marker)) throw new Error(`${marker} is missing in the section`);
    if (added.length > 0) text = text.replace(marker, `${marker}\n${added.join('\n')}`);
  }
  await writeFile(RESULTS_FILE, text);
}
