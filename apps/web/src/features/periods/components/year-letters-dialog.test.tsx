import { LETTER_ENDPOINTS, PERIOD_ENDPOINTS, type YearLetters } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderAs, year } from './period-fixtures';

const years = [year(2, 2026, 'available'), year(1, 2025, 'closed')];

const defaults: YearLetters = {
  periodId: 2,
  customised: false,
  letters: [
    {
      number: 1,
      title: 'Letter 1',
      theme: 'Introduce yourself',
      titleEs: 'Carta 1',
      themeEs: '',
      dueDate: '2026-09-15',
      answerDueDate: '2026-10-15',
    },
    {
      number: 2,
      title: 'Letter 2',
      theme: 'My family',
      titleEs: 'Carta 2',
      themeEs: '',
      dueDate: '2026-11-15',
      answerDueDate: '2026-12-15',
    },
    {
      number: 3,
      title: 'Letter 3',
      theme: 'My dreams',
      titleEs: 'Carta 3',
      themeEs: '',
      dueDate: '2027-02-15',
      answerDueDate: '2027-03-15',
    },
    {
      number: 4,
      title: 'Letter 4',
      theme: 'Looking back',
      titleEs: 'Carta 4',
      themeEs: '',
      dueDate: null,
      answerDueDate: null,
    },
  ],
};

function fakeApi(save: (body: unknown) => Response | YearLetters = saved) {
  return mockApi(
    onEndpoint(PERIOD_ENDPOINTS.list, () => ({
      items: years,
      total: years.length,
      totalKind: 'exact' as const,
      page: 1,
      pageSize: 50,
      next: null,
      previous: null,
    })),
    onEndpoint(LETTER_ENDPOINTS.getYearLetters, ({ params }) => ({
      ...defaults,
      periodId: Number(params.id),
    })),
    onEndpoint(LETTER_ENDPOINTS.setYearLetters, ({ body }) => save(body)),
  );
}

function saved(body: unknown): YearLetters {
  return { periodId: 2, customised: true, letters: (body as YearLetters).letters };
}

async function openLetters(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Letters of ${name}` }));
  return screen.findByRole('dialog', { name: `Letters of ${name}` });
}

/** The fields of letter N, in the form. */
function letterGroup(dialog: HTMLElement, number: number) {
  return within(dialog).getByRole('group', { name: `Letter ${number}` });
}

describe('the letters of a year', () => {
  it('loads the four letters and says they are the programme defaults', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const dialog = await openLetters('2026-2027');
    const first = await within(dialog).findByRole('group', { name: 'Letter 1' });
    expect(calls.some((call) => call.url.pathname === '/edrocks/api/periods/2/letters')).toBe(true);
    expect(within(dialog).getAllByRole('group')).toHaveLength(4);
    expect(within(first).getByLabelText(/^Title/)).toHaveValue('Letter 1');
    expect(within(first).getByLabelText(/^Theme/)).toHaveValue('Introduce yourself');
    expect(within(first).getByLabelText('Sponsor’s letter due')).toHaveValue('2026-09-15');
    expect(within(first).getByLabelText('Student’s answer due')).toHaveValue('2026-10-15');
    expect(within(letterGroup(dialog, 4)).getByLabelText('Sponsor’s letter due')).toHaveValue('');
    expect(dialog).toHaveTextContent(
      'These are the programme’s defaults. Saving makes them this year’s own.',
    );
  });

  it('saves the edited letters, an empty date as none', async () => {
    const { calls } = fakeApi();
    renderAs('GLOBAL_ADMIN');
    const dialog = await openLetters('2026-2027');
    await within(dialog).findByRole('group', { name: 'Letter 1' });
    const second = letterGroup(dialog, 2);
    await userEvent.clear(within(second).getByLabelText(/^Title/));
    await userEvent.type(within(second).getByLabelText(/^Title/), 'Family');
    await userEvent.clear(within(second).getByLabelText('Student’s answer due'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The letters of 2026-2027 were saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url.pathname).toBe('/edrocks/api/periods/2/letters');
    expect(put?.body).toEqual({
      letters: [
        defaults.letters[0],
        { ...defaults.letters[1], title: 'Family', answerDueDate: null },
        defaults.letters[2],
        defaults.letters[3],
      ],
    });
  });

  it('saves a title and theme in Spanish beside the English ones', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const dialog = await openLetters('2026-2027');
    await within(dialog).findByRole('group', { name: 'Letter 1' });
    const second = letterGroup(dialog, 2);
    expect(within(second).getByLabelText('Spanish title')).toHaveValue('Carta 2');
    await userEvent.type(within(second).getByLabelText('Spanish theme'), 'Mi familia');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect((calls.find((call) => call.method === 'PUT')?.body as YearLetters).letters[1]).toEqual(
        { ...defaults.letters[1], themeEs: 'Mi familia' },
      ),
    );
  });

  it('says under the field when the answer is due before the letter, and sends nothing', async () => {
    const { calls } = fakeApi();
    renderAs('SUPER_ADMIN');
    const dialog = await openLetters('2026-2027');
    await within(dialog).findByRole('group', { name: 'Letter 1' });
    const third = letterGroup(dialog, 3);
    const answer = within(third).getByLabelText('Student’s answer due');
    await userEvent.clear(answer);
    await userEvent.type(answer, '2027-01-31');
    await userEvent.tab();
    expect(
      await within(third).findByText('The answer cannot be due before the letter.'),
    ).toBeInTheDocument();
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    // Nothing typed is lost; a valid date clears the message.
    await userEvent.clear(answer);
    await userEvent.type(answer, '2027-03-01');
    await userEvent.tab();
    await waitFor(() =>
      expect(
        within(third).queryByText('The answer cannot be due before the letter.'),
      ).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal when the year closed meanwhile, keeping what was typed', async () => {
    fakeApi(() => errorBody(409, 'PERIOD_CLOSED', 'errors.periodClosed'));
    renderAs('SUPER_ADMIN');
    const dialog = await openLetters('2026-2027');
    await within(dialog).findByRole('group', { name: 'Letter 1' });
    const title = within(letterGroup(dialog, 1)).getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A closed year is kept as the record and cannot be changed.',
    );
    expect(title).toHaveValue('Hello');
  });

  it('shows an admin the letters read-only', async () => {
    const { calls } = fakeApi();
    renderAs('ADMIN');
    const dialog = await openLetters('2026-2027');
    const first = await within(dialog).findByRole('region', { name: 'Letter 1' });
    expect(within(dialog).getAllByRole('region')).toHaveLength(4);
    expect(first).toHaveTextContent('Introduce yourself');
    expect(first).toHaveTextContent('Sep 15, 2026');
    expect(within(dialog).getByRole('region', { name: 'Letter 4' })).toHaveTextContent(
      'No due date',
    );
    expect(dialog).toHaveTextContent('These are the programme’s defaults.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    // An admin changes nothing else on the screen either.
    expect(screen.queryByRole('button', { name: 'Edit 2026-2027' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows a closed year’s letters read-only, even to those who may change them', async () => {
    fakeApi();
    renderAs('SUPER_ADMIN');
    const dialog = await openLetters('2025-2026');
    expect(await within(dialog).findByRole('region', { name: 'Letter 1' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This year is closed');
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('offers "Try again" when the letters cannot be loaded', async () => {
    mockApi(
      onEndpoint(PERIOD_ENDPOINTS.list, () => ({
        items: years,
        total: years.length,
        totalKind: 'exact' as const,
        page: 1,
        pageSize: 50,
        next: null,
        previous: null,
      })),
      onEndpoint(LETTER_ENDPOINTS.getYearLetters, () =>
        errorBody(500, 'UNDEFINED_ERROR', 'errors.undefined'),
      ),
    );
    renderAs('SUPER_ADMIN');
    const dialog = await openLetters('2026-2027');
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
