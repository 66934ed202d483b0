// The Tools screen's import: choosing a file sends it for a preview, whose problems are shown
// row by row (row, column, message; the cells highlighted) with "Import" disabled; a clean file
// is imported after a confirmation naming how many rows will be added.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@portal/shared';
import { mockApi } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FakeXhr } from '../../../test/fake-xhr';

const COLUMNS = [
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'village', header: 'Village' },
];

const withProblems: ImportPreview = {
  kind: 'students',
  columns: COLUMNS,
  rows: [
    { row: 2, values: ['Ana', 'Gómez', 'Vereda La Esperanza'], problems: [] },
    {
      row: 3,
      values: ['', 'Ruiz', 'Vereda Perdida'],
      problems: [
        { row: 3, column: 'firstName', message: 'Required' },
        { row: 3, column: 'village', message: 'There is no village named "Vereda Perdida".' },
      ],
    },
  ],
  totalRows: 2,
  problemRows: 1,
  clean: false,
};

const clean: ImportPreview = {
  ...withProblems,
  rows: [
    { row: 2, values: ['Ana', 'Gómez', 'Vereda La Esperanza'], problems: [] },
    { row: 3, values: ['Luis', 'Ruiz', 'Vereda La Esperanza'], problems: [] },
  ],
  problemRows: 0,
  clean: true,
};

const csv = (name = 'students.csv') => new File(['First name\nAna\n'], name, { type: 'text/csv' });

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signIn({ role: 'SUPER_ADMIN' });
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

async function choose(file: File) {
  const user = userEvent.setup();
  renderApp('/edrocks/tools');
  await screen.findByRole('radio', { name: 'Students' });
  await user.upload(screen.getByTestId('import-file-input'), file);
  return user;
}

describe('tools: import', () => {
  it('shows every problem with its row and column, highlights the cells, and keeps Import disabled', async () => {
    await choose(csv());
    const xhr = FakeXhr.all[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/edrocks\/api\/imports\/preview\?kind=students$/);
    expect((xhr.body?.get('file') as File).name).toBe('students.csv');
    expect(screen.getByText('Checking the file…')).toBeInTheDocument();
    act(() => xhr.respond(200, withProblems));

    expect(
      await screen.findByText(
        '1 of 2 rows have problems. Fix them in the file and choose it again. Nothing was saved.',
      ),
    ).toBeInTheDocument();
    const problems = screen.getByRole('table', { name: '2 problems' });
    const problemRows = within(problems).getAllByRole('row').slice(1);
    expect(problemRows.map((row) => row.textContent)).toEqual([
      '3First nameRequired',
      '3VillageThere is no village named "Vereda Perdida".',
    ]);

    // Only the rows with problems at first; the switch shows them all.
    const rows = screen.getByRole('table', { name: 'Rows of the file' });
    expect(within(rows).queryByTestId('import-row-2')).toBeNull();
    const badRow = within(rows).getByTestId('import-row-3');
    const highlighted = badRow.querySelectorAll('[data-problem="true"]');
    expect([...highlighted].map((cell) => cell.textContent)).toEqual(['', 'Vereda Perdida']);
    await userEvent.click(screen.getByRole('switch', { name: 'Only rows with problems' }));
    expect(within(rows).getByTestId('import-row-2')).toHaveTextContent('OK');

    expect(screen.getByRole('button', { name: 'Import 2 rows' })).toBeDisabled();
  });

  it('imports a clean file after the confirmation, then links to the list', async () => {
    const user = await choose(csv());
    act(() => FakeXhr.all[0]!.respond(200, clean));
    expect(
      await screen.findByText('2 rows checked: no problems. They are ready to import.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    const dialog = await screen.findByRole('dialog', { name: 'Import students' });
    expect(dialog).toHaveTextContent('2 students will be added.');
    await user.click(within(dialog).getByRole('button', { name: 'Import 2 students' }));
    const commit = FakeXhr.all[1]!;
    expect(commit.url).toMatch(/\/edrocks\/api\/imports\/commit\?kind=students$/);
    expect((commit.body?.get('file') as File).name).toBe('students.csv');
    expect(screen.getByText('Importing…')).toBeInTheDocument();
    act(() => commit.respond(200, { kind: 'students', imported: 2 }));

    const link = await screen.findByRole('link', { name: 'Go to students' });
    expect((await screen.findAllByText('2 students imported.')).length).toBeGreaterThan(0);
    expect(link).toHaveAttribute('href', '/edrocks/students');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('table', { name: 'Rows of the file' })).toBeNull();
  });

  it('refuses a file over 10 MB without sending it', async () => {
    const huge = csv('huge.csv');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await choose(huge);
    expect(
      await screen.findByText('The file is larger than 10 MB. Split it into smaller files.'),
    ).toBeInTheDocument();
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('shows a file refused as a whole (translated by the server)', async () => {
    await choose(csv('notes.csv'));
    act(() =>
      FakeXhr.all[0]!.respond(400, {
        code: 'IMPORT_INVALID',
        messageKey: 'errors.importMissingColumns',
        message: 'IMPORT_INVALID',
        params: { columns: 'Village' },
      }),
    );
    expect(
      await screen.findByText(
        'The file is missing these columns: Village. Download the template to see the expected headers.',
      ),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => /missing these columns/.test(alert.textContent ?? '')),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: /^Import/ })).toBeNull();
  });
});
