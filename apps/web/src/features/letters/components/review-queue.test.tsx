import { LETTER_ENDPOINTS, type ReviewQueueItem } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import ReviewQueueRoute from '../routes/review-queue';
import { emptyPage, makeLetter } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';

const DAY_MS = 86_400_000;

function item(overrides: Partial<ReviewQueueItem> = {}): ReviewQueueItem {
  return {
    id: 70,
    number: 2,
    writer: { kind: 'sponsor', id: 21, firstName: 'Emily', lastName: 'Johnson', photoUrl: null },
    recipient: { kind: 'student', id: 11, firstName: 'Ana', lastName: 'Gómez', photoUrl: null },
    originalLanguage: 'en-US',
    targetLanguage: 'es-CO',
    reasons: ['translation', 'safeguarding'],
    matchCount: 1,
    sentAt: new Date(Date.now() - 3 * DAY_MS - 1000).toISOString(),
    claimedBy: null,
    village: { id: 5, name: 'Vereda El Rosal' },
    school: { id: 3, name: 'Colegio San José' },
    ...overrides,
  };
}

describe('letters to review', () => {
  it('lists waiting letters oldest first with age, languages, reasons and who holds them', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.reviewQueue, () => ({
        ...emptyPage,
        total: 2,
        items: [
          item(),
          item({ id: 71, reasons: ['approval'], claimedBy: { id: 9, name: 'Luis Admin' } }),
        ],
      })),
      onEndpoint(LETTER_ENDPOINTS.claim, () => makeLetter({ id: 70, status: 'in_review' })),
    );
    const { router } = renderLettersRoute(
      PATHS.letterReview,
      [
        { path: PATHS.letterReview, element: <ReviewQueueRoute /> },
        { path: PATHS.letterReviewDetails, element: <p>Review screen</p> },
      ],
      { id: 1, role: 'ADMIN' },
    );
    const table = await screen.findByRole('table', {
      name: 'Letters waiting for review, oldest first',
    });
    await within(table).findByText('Luis Admin');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Emily Johnson → Ana Gómez');
    expect(rows[1]).toHaveTextContent('3 days');
    expect(rows[1]).toHaveTextContent('English → Spanish');
    expect(rows[1]).toHaveTextContent('Needs a translation');
    expect(rows[1]).toHaveTextContent('Safeguarding match (1 match)');
    expect(rows[1]).toHaveTextContent('Nobody');
    expect(rows[2]).toHaveTextContent('Luis Admin');
    expect(within(rows[2]!).queryByRole('button', { name: /Claim/ })).not.toBeInTheDocument();
    const query = calls[0]!.url.searchParams;
    expect([query.get('sort'), query.get('order')]).toEqual(['sentAt', 'asc']);

    await userEvent.click(
      within(rows[1]!).getByRole('button', { name: 'Claim letter 2 of Emily Johnson' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/letters/review/70'));
  });

  it('names the reasons that hold a letter, filters by them, and an unknown reader language', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.reviewQueue, () => ({
        ...emptyPage,
        total: 1,
        items: [
          item({
            targetLanguage: null,
            reasons: [
              'readerLanguage',
              'attachment',
              'languageMismatch',
              'paused',
              'writerInactive',
            ],
          }),
        ],
      })),
    );
    renderLettersRoute(
      `${PATHS.letterReview}?reason=paused`,
      [{ path: PATHS.letterReview, element: <ReviewQueueRoute /> }],
      { id: 1, role: 'ADMIN' },
    );
    const table = await screen.findByRole('table', {
      name: 'Letters waiting for review, oldest first',
    });
    await within(table).findByText('English → unknown');
    const row = within(table).getAllByRole('row')[1]!;
    for (const label of [
      'English → unknown',
      "Reader's language unknown",
      'Attachment to check',
      'Written in another language',
      'Letters paused',
      'Writer deactivated',
    ])
      expect(row).toHaveTextContent(label);
    expect(calls[0]!.url.searchParams.get('reason')).toBe('paused');
    expect(screen.getByRole('combobox', { name: 'Reason' })).toHaveTextContent('Letters paused');
  });
});
