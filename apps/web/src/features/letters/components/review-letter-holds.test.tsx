// The review screen shows why a letter waits and what holds it: a paused sponsorship (with the
// coordinator's note) refuses delivery, the attached file is shown in place, and the languages
// (the reader's may be unknown) are corrected in a dialog.
import { LETTER_ENDPOINTS, type Letter } from '@portal/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../config/paths';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import ReviewLetterRoute from '../routes/review-letter';
import { waiting } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';

function held(review: Partial<NonNullable<Letter['review']>>, overrides: Partial<Letter> = {}) {
  const base = waiting();
  return waiting({ ...overrides, review: { ...base.review!, matches: [], ...review } });
}

function renderReview() {
  return renderLettersRoute(
    '/edrocks/letters/review/70',
    [{ path: PATHS.letterReviewDetails, element: <ReviewLetterRoute /> }],
    { id: 1, role: 'ADMIN' },
  );
}

describe('what holds a letter under review', () => {
  it('shows a pause with its note and refuses delivery, while returning stays possible', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () =>
        held(
          {
            reasons: ['paused'],
            pause: { since: '2026-09-01T10:00:00.000Z', note: 'Talking with the family first.' },
          },
          { translatedSubject: 'Hola', translatedMessage: 'Llámame.', translationSource: 'manual' },
        ),
      ),
    );
    renderReview();
    const reasons = await screen.findByTestId('review-reasons');
    expect(reasons).toHaveTextContent('Letters paused');
    expect(reasons).toHaveTextContent('cannot be delivered until they are resumed');
    expect(screen.getByTestId('pause-note')).toHaveTextContent(
      'Note: Talking with the family first.',
    );
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeDisabled();
    expect(screen.getByTestId('deliver-blocked')).toHaveTextContent(
      'It cannot be delivered yet: Letters paused.',
    );
    expect(screen.getByRole('button', { name: 'Return to writer' })).toBeEnabled();
  });

  it('shows the attached picture beside the text', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () =>
        held(
          { reasons: ['attachment'] },
          {
            targetLanguage: 'en-US',
            attachment: {
              fileId: 9,
              name: 'my-house.jpg',
              contentType: 'image/jpeg',
              sizeBytes: 2048,
              url: '/edrocks/api/files/9?exp=1&sig=abc',
            },
          },
        ),
      ),
    );
    renderReview();
    const section = await screen.findByRole('region', { name: 'Attachment: my-house.jpg' });
    expect(
      within(section).getByRole('img', { name: 'Attached picture: my-house.jpg' }),
    ).toHaveAttribute('src', '/edrocks/api/files/9?exp=1&sig=abc');
    expect(screen.getByTestId('review-reasons')).toHaveTextContent(
      'A file is attached: look at it below before delivering.',
    );
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeEnabled();
  });

  it('sets an unknown reader language in the languages dialog', async () => {
    let current = held(
      { reasons: ['readerLanguage'], detectedLanguage: 'en-US' },
      { targetLanguage: null },
    );
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => current),
      onEndpoint(LETTER_ENDPOINTS.setLanguages, () => {
        current = held({ reasons: ['translation'] }, { targetLanguage: 'es-CO' });
        return current;
      }),
    );
    renderReview();
    expect(await screen.findByTestId('review-language-pair')).toHaveTextContent(
      'Written in English · read in unknown',
    );
    expect(screen.getByTestId('review-detected-language')).toHaveTextContent(
      'The text reads as: English',
    );
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct the languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the languages' });
    await user.click(within(dialog).getByRole('button', { name: 'Save languages' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Read in/ }));
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save languages' }));
    expect(await screen.findByText('Languages saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      originalLanguage: 'en-US',
      targetLanguage: 'es-CO',
    });
    expect(await screen.findByTestId('review-language-pair')).toHaveTextContent(
      'Written in English · read in Spanish',
    );
  });

  it('can deliver once the languages are set to one that needs no translation', async () => {
    let current = held({ reasons: ['translation'] });
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.get, () => current),
      onEndpoint(LETTER_ENDPOINTS.setLanguages, () => {
        current = held({ reasons: [] }, { targetLanguage: 'en-US' });
        return current;
      }),
    );
    renderReview();
    // The translation waits to be written: delivering is not offered yet.
    expect(await screen.findByRole('button', { name: 'Save translation' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct the languages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the languages' });
    await user.click(within(dialog).getByRole('combobox', { name: /Read in/ }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save languages' }));
    expect(
      await screen.findByText('Both sides read English: no translation is needed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deliver' })).toBeEnabled();
  });
});
