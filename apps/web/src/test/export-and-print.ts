// The Export and Print buttons of a screen with a print layout, from the user's side: an export's
// answer as the server sends it (a file to save), and the two clicks, with the browser's saving
// and printing faked so that the test can see both happen.
import type { UserEvent } from '@testing-library/user-event';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

const CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The server's answer to an export: `fileName`'s extension says the format. */
export function exportedFile(fileName: string, body: string): Response {
  const extension = fileName.endsWith('.xlsx') ? 'xlsx' : 'csv';
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': CONTENT_TYPES[extension],
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** Chooses Export, then `formatLabel` ("CSV", "Excel"), waits for the file to be saved, then
 * clicks Print and expects the browser's print to open. */
export async function exportThenPrint(user: UserEvent, formatLabel: string): Promise<void> {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
  const save = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const print = vi.fn();
  vi.stubGlobal('print', print);
  try {
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: formatLabel }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  } finally {
    save.mockRestore();
    vi.unstubAllGlobals();
  }
}
