import { LETTER_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import ReviewLetterRoute from '../routes/review-letter';
import { splitByMatches } from '../../../components/highlighted-text';
import { PHONE, waiting } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';

function renderReview() {
  return renderLettersRoute(
    '/edrocks/letters/review/70',
    [{ path: PATHS.letterReviewDetails, element: <ReviewLetterRoute /> }],
    { id: 1, role: 'GLOBAL_ADMIN' },
  );
}

describe('reviewing a letter', () => {
  it('marks the phone number it found, lists it by kind, and delivers after a confirmation', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () =>
        waiting({
          translatedSubject: 'Hola',
          translatedMessage: 'Llámame.',
          translationSource: 'machine',
        }),
      ),
      onEndpoint(LETTER_ENDPOINTS.deliver, () => waiting({ status: 'delivered' })),
    );
    const { router } = renderReview();
    const original = await screen.findByTestId('review-original-text');
    const mark = within(original).getByText(PHONE);
    expect(mark.tagName).toBe('MARK');
    expect(original).toHaveTextContent('(Phone number)');
    expect(screen.getByTestId('review-match-list')).toHaveTextContent(
      `Phone number in the message: “${PHONE}”`,
    );
    expect(screen.getByTestId('review-translation-text')).toHaveTextContent('Llámame.');
    expect(
      screen.getByText('Machine translation: check it before delivering.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-history')).toHaveTextContent('Sent by Emily Johnson');
    expect(screen.getByTestId('review-history')).toHaveTextContent(
      'Flagged by the screening by The system',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver letter 2?' });
    expect(dialog).toHaveTextContent('Ana Gómez will receive letter 2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver letter 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.letterReview));
    expect(calls.some((call) => call.url.pathname === '/edrocks/api/letters/70/deliver')).toBe(
      true,
    );
  });

  it('writes the translation when there is none', async () => {
    let current = waiting();
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => current),
      onEndpoint(LETTER_ENDPOINTS.translate, () => {
        current = waiting({
          translatedSubject: 'Hola',
          translatedMessage: 'Llámeme.',
          translationSource: 'manual',
        });
        return current;
      }),
    );
    renderReview();
    const form = await screen.findByRole('region', { name: 'Translation (Spanish)' });
    await userEvent.type(within(form).getByLabelText(/Subject/), 'Hola');
    await userEvent.type(within(form).getByLabelText(/Message/), 'Llámeme.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByTestId('review-translation-text')).toHaveTextContent('Llámeme.');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      translatedSubject: 'Hola',
      translatedMessage: 'Llámeme.',
    });
  });

  it('says in words that another coordinator holds the letter', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () =>
        waiting({ review: { ...waiting().review!, claimedBy: null, claimedAt: null } }),
      ),
      onEndpoint(LETTER_ENDPOINTS.claim, () =>
        errorBody(409, 'LETTER_CLAIMED', 'errors.letterClaimed'),
      ),
    );
    renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByTestId('review-error')).toHaveTextContent(
      'Another coordinator is working on this letter.',
    );
  });

  it('returns the letter to its writer with a note', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => waiting()),
      onEndpoint(LETTER_ENDPOINTS.returnToWriter, () => waiting({ status: 'returned' })),
    );
    const { router } = renderReview();
    await userEvent.click(await screen.findByRole('button', { name: 'Return to writer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return letter 2 to Emily Johnson' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return letter 2' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Note for the writer/), 'No phone numbers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return letter 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.letterReview));
    expect(calls.find((call) => call.url.pathname.endsWith('/return'))?.body).toEqual({
      note: 'No phone numbers.',
    });
  });
});

describe('splitByMatches', () => {
  it('cuts exactly the ranges, marking overlapping ones once', () => {
    const text = 'abc 123 def';
    const match = (from: number, to: number) => ({
      field: 'message' as const,
      kind: 'phone' as const,
      start: from,
      end: to,
      text: text.slice(from, to),
    });
    expect(splitByMatches(text, [match(4, 7), match(5, 6)])).toEqual([
      { text: 'abc ' },
      { text: '123', match: match(4, 7) },
      { text: ' def' },
    ]);
    expect(splitByMatches(text, [])).toEqual([{ text }]);
  });
});
