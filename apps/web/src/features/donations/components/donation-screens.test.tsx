// The public donation pages through the real route table, with the API faked at fetch: the
// amount's limits before sending and from the server, and the goal's numbers on a sponsor's page.
import { DONATION_ENDPOINTS, type DonationPage, type DonationSettings } from '@portal/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { changeLanguage } from '../../../lib/i18n';

const SETTINGS: DonationSettings = {
  currency: 'USD',
  minCents: 500,
  maxCents: 100_000,
  presetsCents: [1000, 2500, 5000],
  goalCents: 36_500,
  testMode: true,
};

/** A page's address: the sponsor's and the student's public ids. */
const SPONSOR_ID = 'pQ7sK2vX9mTn4bLw1cRz8e';
const STUDENT_ID = 'Hk3dW9yF2qLs7vBn5xTa0u';

const PAGE: DonationPage = {
  sponsorFirstName: 'Emily',
  studentFirstName: 'Lucía',
  studentPhotoUrl: null,
  text: 'Lucía loves reading.',
  goalCents: 36_500,
  raisedCents: 12_000,
  giftCount: 3,
  testRaisedCents: 0,
  testGiftCount: 0,
  currency: 'USD',
  year: { id: 2, name: '2026-2027' },
  messages: [
    {
      firstName: 'Ana',
      message: '¡Ánimo, Lucía!',
      at: '2026-09-01T15:00:00.000Z',
      isTest: false,
    },
  ],
};

describe('donation pages', () => {
  it('checks the typed amount against the minimum and maximum before sending', async () => {
    const { calls } = mockApi(onEndpoint(DONATION_ENDPOINTS.settings, () => SETTINGS));
    const user = userEvent.setup();
    renderApp('/donations/donate');
    await user.click(await screen.findByRole('button', { name: 'Other amount' }, FIRST_LOAD));
    const amount = screen.getByLabelText(/Other amount in dollars/);
    await user.type(amount, '2000');
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Pérez');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: /^Donate/ }));
    expect(await screen.findByText('Max amount allowed: $ 1000')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2');
    await user.click(screen.getByRole('button', { name: /^Donate/ }));
    expect(await screen.findByText('Min amount allowed: $ 5')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal of the amount under the field", async () => {
    const { calls } = mockApi(
      onEndpoint(DONATION_ENDPOINTS.settings, () => SETTINGS),
      onEndpoint(DONATION_ENDPOINTS.create, () =>
        errorBody(422, 'DONATION_AMOUNT_TOO_HIGH', 'validation.maxAmount', { params: { num: 40 } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/donations/donate');
    await user.click(await screen.findByRole('button', { name: 'Give $50' }, FIRST_LOAD));
    await user.type(screen.getByLabelText(/^First name/), 'Ana');
    await user.type(screen.getByLabelText(/^Last name/), 'Pérez');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.org');
    await user.click(screen.getByRole('button', { name: 'Donate $50' }));
    expect(await screen.findByText('Max amount allowed: $ 40')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      amountCents: 5000,
      firstName: 'Ana',
      email: 'ana@example.org',
    });
  });

  it("shows a sponsor's page with the goal's numbers on its progress bar", async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.settings, () => SETTINGS),
      onEndpoint(DONATION_ENDPOINTS.page, () => PAGE, {
        params: { sponsorPublicId: SPONSOR_ID, studentPublicId: STUDENT_ID },
      }),
    );
    renderApp(`/donations/mypage/${SPONSOR_ID}/${STUDENT_ID}`);
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Raised toward the goal' },
      FIRST_LOAD,
    );
    expect(bar).toHaveAttribute('aria-valuetext', '$120 of $365');
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByTestId('goal-numbers')).toHaveTextContent('$120 of $365');
    expect(screen.getByRole('heading', { name: 'Help Lucía this year' })).toBeInTheDocument();
    expect(screen.getByText('Lucía loves reading.')).toBeInTheDocument();
    expect(screen.getByText('¡Ánimo, Lucía!')).toBeInTheDocument();
  });

  it('keeps test checkout gifts out of the progress bar and marks them as tests', async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.settings, () => SETTINGS),
      onEndpoint(
        DONATION_ENDPOINTS.page,
        () => ({
          ...PAGE,
          testRaisedCents: 5000,
          testGiftCount: 2,
          messages: [{ ...PAGE.messages[0]!, isTest: true }],
        }),
        { params: { sponsorPublicId: SPONSOR_ID, studentPublicId: STUDENT_ID } },
      ),
    );
    renderApp(`/donations/mypage/${SPONSOR_ID}/${STUDENT_ID}`);
    const bar = await screen.findByRole(
      'progressbar',
      { name: 'Raised toward the goal' },
      FIRST_LOAD,
    );
    expect(bar).toHaveAttribute('aria-valuetext', '$120 of $365');
    expect(screen.getByTestId('test-gifts')).toHaveTextContent(
      'Test mode: 2 test gifts, $50.00 in all, not counted (no money moved).',
    );
    expect(screen.getByTestId('donor-messages')).toHaveTextContent('test gift, no money moved');
  });

  it('writes US dollars as US$ in Spanish, where a bare "$" is pesos', async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.settings, () => SETTINGS),
      onEndpoint(
        DONATION_ENDPOINTS.page,
        () => ({ ...PAGE, testRaisedCents: 5000, testGiftCount: 2 }),
        {
          params: { sponsorPublicId: SPONSOR_ID, studentPublicId: STUDENT_ID },
        },
      ),
    );
    await changeLanguage('es-CO', { remember: false });
    try {
      renderApp(`/donations/mypage/${SPONSOR_ID}/${STUDENT_ID}`);
      const bar = await screen.findByRole(
        'progressbar',
        { name: 'Recaudado para la meta' },
        FIRST_LOAD,
      );
      const spaced = (text: string | null) => text?.replace(/\s/g, ' ');
      expect(spaced(bar.getAttribute('aria-valuetext'))).toBe('US$ 120 de US$ 365');
      expect(spaced(screen.getByTestId('test-gifts').textContent)).toContain('US$ 50,00');
      expect(
        screen.getByRole('button', { name: (name) => spaced(name) === 'Aportar US$ 10' }),
      ).toBeInTheDocument();
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });

  it('shows a friendly page for an unknown or ended pairing', async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.settings, () => SETTINGS),
      onEndpoint(DONATION_ENDPOINTS.page, () => errorBody(404, 'NOT_FOUND', 'errors.notFound')),
    );
    renderApp(`/donations/mypage/${SPONSOR_ID}/unknownStudent`);
    expect(
      await screen.findByRole('heading', { name: 'This page is not open' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give to the programme' })).toHaveAttribute(
      'href',
      '/donations/donate',
    );
  });
});
