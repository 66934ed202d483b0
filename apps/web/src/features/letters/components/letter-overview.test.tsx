import { LETTER_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import LettersHomeRoute from '../routes/letters-home';
import { emptyPage, makeOverview, makeSummary } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';

function renderHome(role: 'SPONSOR' | 'STUDENT' = 'SPONSOR') {
  return renderLettersRoute(
    PATHS.letters,
    [{ path: PATHS.letters, element: <LettersHomeRoute /> }],
    { role },
  );
}

describe('letters home', () => {
  it('says in words what is due for each letter and offers the next step', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview({ unread: 1 })),
      onEndpoint(LETTER_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
    );
    renderHome();
    expect(await screen.findByText('Letters 2026-2027')).toBeInTheDocument();
    const slot = (number: number) => screen.getByTestId(`letter-slot-${number}`);
    expect(within(slot(1)).getByTestId('due-words')).toHaveTextContent('Letter 1 is late');
    expect(within(slot(2)).getByTestId('due-words')).toHaveTextContent('Letter 2 due in 5 days');
    expect(within(slot(3)).getByTestId('due-words')).toHaveTextContent('Sent');
    expect(within(slot(4)).getByTestId('due-words')).toHaveTextContent('Letter 4 has no due date');
    expect(within(slot(1)).getByText('Draft saved')).toBeInTheDocument();
    expect(within(slot(1)).getByRole('link', { name: 'Continue letter 1 to Ana' })).toHaveAttribute(
      'href',
      '/edrocks/letters/write/7/1',
    );
    expect(within(slot(2)).getByRole('link', { name: 'Write letter 2 to Ana' })).toHaveAttribute(
      'href',
      '/edrocks/letters/write/7/2',
    );
    expect(
      within(slot(3)).getByRole('link', { name: 'View your letter 3 to Ana' }),
    ).toHaveAttribute('href', '/edrocks/letters/41');
    expect(
      within(slot(3)).getByRole('link', { name: 'Read letter 3 from Ana (unread)' }),
    ).toHaveAttribute('href', '/edrocks/letters/42');
    expect(screen.getByRole('tab', { name: 'Inbox (1 unread)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('says "due in 1 day" and "due today" in the singular, and in Spanish too', async () => {
    const { changeLanguage } = await import('../../../lib/i18n');
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => {
        const overview = makeOverview();
        const letters = overview.sponsorships[0]!.letters;
        letters[1] = { ...letters[1]!, daysLeft: 1 };
        letters[3] = { ...letters[3]!, dueState: 'due', daysLeft: 0, myDueDate: '2026-10-01' };
        return overview;
      }),
      onEndpoint(LETTER_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
    );
    renderHome();
    expect(await screen.findByTestId('letter-slot-2')).toHaveTextContent('Letter 2 due in 1 day');
    expect(screen.getByTestId('letter-slot-4')).toHaveTextContent('Letter 4 is due today');
    await changeLanguage('es-CO', { remember: false });
    await waitFor(() =>
      expect(screen.getByTestId('letter-slot-2')).toHaveTextContent('La carta 2 vence en 1 día'),
    );
    expect(screen.getByTestId('letter-slot-1')).toHaveTextContent('La carta 1 está atrasada');
  });

  it('sends a sponsor with missing agreements to the agreements screen', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () =>
        makeOverview({ mayWrite: false, writeBlock: 'agreements' }),
      ),
      onEndpoint(LETTER_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
    );
    const { router } = renderHome();
    const alert = await screen.findByTestId('agreements-needed');
    await userEvent.click(within(alert).getByRole('link', { name: 'Go to the agreements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.agreements));
  });

  it('tells a deactivated sponsor to contact their coordinator', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () =>
        makeOverview({ mayWrite: false, writeBlock: 'inactive' }),
      ),
      onEndpoint(LETTER_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
    );
    renderHome();
    expect(await screen.findByTestId('writer-inactive')).toHaveTextContent(
      'Please contact your coordinator.',
    );
    expect(screen.queryByTestId('agreements-needed')).not.toBeInTheDocument();
  });

  it('keeps writing open after an ending until the window closes, then only reading', async () => {
    const ended = (writableUntil: string | null) => {
      const overview = makeOverview();
      const [sponsorship] = overview.sponsorships;
      return { ...overview, sponsorships: [{ ...sponsorship!, active: false, writableUntil }] };
    };
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => ended('2026-10-30T00:00:00.000Z')),
      onEndpoint(LETTER_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
    );
    const first = renderHome();
    expect(
      await screen.findByText(
        /This sponsorship has ended\. .*you may still write until Oct 30, 2026/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write letter 2 to Ana' })).toBeInTheDocument();
    first.unmount();

    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => ended(null)),
      onEndpoint(LETTER_ENDPOINTS.list, () => ({ ...emptyPage, items: [] })),
    );
    renderHome();
    expect(
      await screen.findByText('This sponsorship has ended: its letters can be read, not written.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Write letter 2 to Ana' })).not.toBeInTheDocument();
  });

  it('marks unread letters in bold with the word "unread", and switches boxes', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview({ unread: 1 })),
      onEndpoint(LETTER_ENDPOINTS.list, ({ url }) =>
        url.searchParams.get('box') === 'drafts'
          ? { ...emptyPage, items: [] }
          : { ...emptyPage, total: 1, items: [makeSummary()] },
      ),
    );
    const { router } = renderHome();
    const table = await screen.findByRole('table', { name: 'Letters you received' });
    const link = await within(table).findByRole('link', { name: /^Mi escuela\s*\(unread\)$/ });
    expect(link).toHaveAttribute('href', '/edrocks/letters/42');
    expect(within(link).getByText('Mi escuela', { exact: false })).toHaveStyle({
      fontWeight: 700,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Drafts' }));
    expect(
      await screen.findByText(
        'No drafts. A letter you start writing is kept here until you send it.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?box=drafts');
    expect(calls.some((call) => call.url.searchParams.get('box') === 'drafts')).toBe(true);
  });
});
