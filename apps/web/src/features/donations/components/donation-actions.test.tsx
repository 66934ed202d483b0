// The signed-in donation screens through the real route table, with the API faked at fetch: a
// sponsor's copy-link button, the manual gift dialog (who is offered it, what it checks and what
// it sends) and the refund's confirmation.
import {
  DONATION_ENDPOINTS,
  SPONSORSHIP_ENDPOINTS,
  type Donation,
  type ManualDonationBody,
  type MyDonationPages,
  type Role,
  type Sponsorship,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint, type MockRoute } from '../../../test/api-mock';
import { enterText, replaceText } from '../../../test/enter-text';
import { renderApp, signIn } from '../../../test/render-app';
import {
  FIRST_LOAD,
  SAN_JOSE,
  makeLists,
  pageOf,
  yearsAndListsRoutes,
} from '../../../test/screen-fixtures';
import { localToday } from '../../../lib/format';

afterEach(() => queryClient.clear());

/** The portal's public address, as the API reports it: not this page's origin (the phone app). */
const PUBLIC_URL = 'https://portal.example.org';

const MY_PAGES: MyDonationPages = {
  year: { id: 2, name: '2026-2027' },
  currency: 'USD',
  goalCents: 36_500,
  publicUrl: PUBLIC_URL,
  pages: [
    {
      sponsorId: 7,
      studentId: 9,
      studentFirstName: 'Lucía',
      path: '/donations/mypage/pQ7sK2vX9mTn4bLw1cRz8e/Hk3dW9yF2qLs7vBn5xTa0u',
      text: '',
      textState: 'published',
      publishedText: '',
      raisedCents: 2500,
      goalCents: 36_500,
      giftCount: 1,
      testRaisedCents: 0,
      testGiftCount: 0,
      messages: [],
    },
  ],
};

const SPONSORSHIP: Sponsorship = {
  id: 30,
  periodId: 2,
  periodName: '2026-2027',
  student: {
    id: 9,
    firstName: 'Lucía',
    lastName: 'Gómez',
    fullName: 'Lucía Gómez',
    photoUrl: null,
    village: { id: 5, name: 'Vereda El Carmen' },
    school: null,
  },
  sponsor: {
    id: 7,
    firstName: 'Emily',
    lastName: 'Johnson',
    fullName: 'Emily Johnson',
    photoUrl: null,
    school: SAN_JOSE,
  },
  startedAt: '2026-08-02T15:00:00.000Z',
  endedAt: null,
  endReason: null,
  missingAgreements: [],
};

function makeDonation(overrides: Partial<Donation> = {}): Donation {
  return {
    id: 51,
    status: 'confirmed',
    method: 'online',
    amountCents: 2500,
    currency: 'USD',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.org',
    message: '',
    messageReview: 'clear',
    memo: '',
    paidAt: '2026-09-01T15:00:00.000Z',
    createdAt: '2026-09-01T14:58:00.000Z',
    refundedAt: null,
    receiptNumber: 12,
    transactionId: 'pi_test_1',
    feeCents: null,
    sponsor: { id: 7, name: 'Emily Johnson' },
    student: { id: 9, name: 'Lucía Gómez' },
    school: SAN_JOSE,
    village: { id: 5, name: 'Vereda El Carmen' },
    year: { id: 2, name: '2026-2027' },
    canRefund: true,
    ...overrides,
  };
}

/** What the coordinators' list reads as it opens, with `rows` as its only page. */
function listRoutes(rows: Donation[]): MockRoute[] {
  return [
    onEndpoint(DONATION_ENDPOINTS.list, () => pageOf(rows)),
    onEndpoint(DONATION_ENDPOINTS.textReviews, () => pageOf([])),
    onEndpoint(SPONSORSHIP_ENDPOINTS.list, () => pageOf([SPONSORSHIP])),
    ...yearsAndListsRoutes(makeLists({ schools: [SAN_JOSE] })),
  ];
}

async function openList(role: Role) {
  signIn({ role });
  renderApp('/edrocks/donations');
  return screen.findByRole('table', { name: 'Donations' }, FIRST_LOAD);
}

describe("a sponsor's copy-link button", () => {
  it('copies the public link built from the portal address, and says so in a toast and a status line', async () => {
    mockApi(onEndpoint(DONATION_ENDPOINTS.myPages, () => MY_PAGES));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/donations');
    const card = await screen.findByRole('region', { name: 'Page for Lucía' }, FIRST_LOAD);
    const link = `${PUBLIC_URL}/donations/mypage/pQ7sK2vX9mTn4bLw1cRz8e/Hk3dW9yF2qLs7vBn5xTa0u`;
    expect(window.location.origin).not.toBe(PUBLIC_URL);
    expect(within(card).getByTestId('page-link')).toHaveValue(link);
    expect(within(card).getByRole('link', { name: /open/i })).toHaveAttribute('href', link);
    const status = within(card).getByRole('status');
    expect(status).toHaveTextContent(/^$/);

    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledExactlyOnceWith(link);
    expect(link).toMatch(/^https?:\/\//);
    expect(await navigator.clipboard.readText()).toBe(link);
    // Read out where the button is, as well as in the toast.
    expect(status).toHaveTextContent('Link copied.');
    expect(await screen.findByRole('alert')).toHaveTextContent('Link copied.');
  });

  it('asks to copy by hand when the browser refuses the clipboard', async () => {
    mockApi(onEndpoint(DONATION_ENDPOINTS.myPages, () => MY_PAGES));
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/donations');
    const card = await screen.findByRole('region', { name: 'Page for Lucía' }, FIRST_LOAD);
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(
      await screen.findByText('The link could not be copied. Select it and copy it by hand.'),
    ).toBeInTheDocument();
    expect(within(card).getByRole('status')).not.toHaveTextContent('Link copied.');
  });
});

describe('the manual gift dialog', () => {
  it.each(['SUPER_ADMIN', 'GLOBAL_ADMIN', 'ADMIN'] as const)(
    'is offered to %s, who may record manual gifts',
    async (role) => {
      mockApi(...listRoutes([makeDonation({ canRefund: false })]));
      await openList(role);
      expect(screen.getByRole('button', { name: 'Add manual gift' })).toBeInTheDocument();
    },
  );

  it('is not offered to a sponsor, whose Donations are their own pages', async () => {
    const { calls } = mockApi(
      onEndpoint(DONATION_ENDPOINTS.myPages, () => MY_PAGES),
      ...listRoutes([]),
    );
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/donations');
    expect(await screen.findByTestId('my-donation-pages', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add manual gift' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname === '/edrocks/api/donations')).toBe(false);
  });

  it('checks the fields before sending, then sends the gift credited to the chosen page', async () => {
    const sent: ManualDonationBody[] = [];
    const { calls } = mockApi(
      ...listRoutes([]),
      onEndpoint(DONATION_ENDPOINTS.addManual, ({ body }) => {
        sent.push(body as ManualDonationBody);
        return makeDonation({
          id: 60,
          method: 'cheque',
          amountCents: 4050,
          firstName: 'Carlos',
          lastName: 'Rueda',
          email: null,
          transactionId: null,
          canRefund: false,
        });
      }),
    );
    const user = userEvent.setup();
    await openList('ADMIN');
    await user.click(screen.getByRole('button', { name: 'Add manual gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manual gift' });
    expect(within(dialog).getByLabelText(/^Date of the gift/)).toHaveValue(localToday());

    // Nothing filled: the required fields say so, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const amount = within(dialog).getByLabelText(/^Amount in dollars/);
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Required'));
    expect(within(dialog).getByLabelText(/^Payer's first name/)).toHaveAccessibleDescription(
      'Required',
    );
    expect(within(dialog).getByLabelText(/^Payer's last name/)).toHaveAccessibleDescription(
      'Required',
    );

    // Amounts that are not money, zero and a few zeros too many; an e-mail that is not one.
    await enterText(user, amount, 'abc');
    await user.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter a number'));
    await replaceText(user, amount, '0');
    await user.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Min amount allowed: $ 0.01'));
    await replaceText(user, amount, '200000');
    await user.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Max amount allowed: $ 100000'));
    const email = within(dialog).getByLabelText(/^Payer's e-mail/);
    await enterText(user, email, 'carlos@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Invalid email'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Filled right: a cheque of $40.50 credited to Lucía's page, without an e-mail.
    await replaceText(user, amount, '40.50');
    await user.selectOptions(within(dialog).getByLabelText(/^Method/), 'Cheque');
    await user.clear(email);
    await enterText(user, within(dialog).getByLabelText(/^Payer's first name/), ' Carlos ');
    await enterText(user, within(dialog).getByLabelText(/^Payer's last name/), 'Rueda');
    await enterText(user, within(dialog).getByLabelText(/^Memo/), 'Sobre 14');
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Find a sponsor or student to credit' }),
      'Lucía',
    );
    // The search looks for the page among the year's sponsorships by the name typed (once the
    // typing stops), and the page is chosen from what it found.
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === '/edrocks/api/sponsorships' &&
            call.url.searchParams.get('q') === 'Lucía',
        ),
      ).toBe(true),
    );
    await user.selectOptions(
      within(dialog).getByLabelText(/^Credit to a sponsor's page/),
      'Lucía Gómez, page of Emily Johnson',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The gift of $40.50 from Carlos Rueda was recorded.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([
      {
        amountCents: 4050,
        method: 'cheque',
        paidOn: localToday(),
        firstName: 'Carlos',
        lastName: 'Rueda',
        email: '',
        memo: 'Sobre 14',
        sponsorId: 7,
        studentId: 9,
      },
    ]);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    mockApi(
      ...listRoutes([]),
      onEndpoint(DONATION_ENDPOINTS.addManual, () =>
        errorBody(422, 'VALIDATION_ERROR', 'errors.validation', {
          issues: [{ path: 'paidOn', message: 'validation.futureDate' }],
        }),
      ),
    );
    const user = userEvent.setup();
    await openList('GLOBAL_ADMIN');
    await user.click(screen.getByRole('button', { name: 'Add manual gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manual gift' });
    await enterText(user, within(dialog).getByLabelText(/^Amount in dollars/), '15');
    await enterText(user, within(dialog).getByLabelText(/^Payer's first name/), 'Marta');
    await enterText(user, within(dialog).getByLabelText(/^Payer's last name/), 'Díaz');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const paidOn = within(dialog).getByLabelText(/^Date of the gift/);
    await waitFor(() => expect(paidOn).toHaveAccessibleDescription(/future/i));
    expect(within(dialog).getByLabelText(/^Amount in dollars/)).toHaveValue('15');
    expect(within(dialog).getByLabelText(/^Payer's first name/)).toHaveValue('Marta');
  });
});

describe('the refund', () => {
  it('asks first, says what will happen, and refunds only once confirmed', async () => {
    const refunded: string[] = [];
    const { calls } = mockApi(
      ...listRoutes([makeDonation()]),
      onEndpoint(DONATION_ENDPOINTS.refund, ({ params }) => {
        refunded.push(params.id ?? '');
        return makeDonation();
      }),
    );
    const user = userEvent.setup();
    await openList('SUPER_ADMIN');
    const refund = await screen.findByRole('button', { name: 'Refund $25.00 from Ana Pérez' });

    // Cancelled: nothing happens.
    await user.click(refund);
    let confirm = await screen.findByRole('dialog', { name: 'Refund this gift?' });
    expect(confirm).toHaveTextContent(
      '$25.00 goes back to Ana Pérez through the payment provider, and the gift no longer counts toward any goal. This cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Confirmed with the button that names the action.
    await user.click(refund);
    confirm = await screen.findByRole('dialog', { name: 'Refund this gift?' });
    await user.click(within(confirm).getByRole('button', { name: 'Refund $25.00' }));
    expect(await screen.findByText('The gift of $25.00 was refunded.')).toBeInTheDocument();
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(refunded).toEqual(['51']);
  });

  it("shows the provider's refusal and keeps the gift as it was", async () => {
    mockApi(
      ...listRoutes([makeDonation()]),
      onEndpoint(DONATION_ENDPOINTS.refund, () =>
        errorBody(409, 'NOT_REFUNDABLE', 'errors.notRefundable'),
      ),
    );
    const user = userEvent.setup();
    await openList('GLOBAL_ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Refund $25.00 from Ana Pérez' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund this gift?' });
    await user.click(within(confirm).getByRole('button', { name: 'Refund $25.00' }));
    expect(
      await screen.findByText('Only a confirmed online payment can be refunded'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The gift of $25.00 was refunded.')).not.toBeInTheDocument();
    // The question stays open: cancelling leaves the gift as the list shows it.
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Ana Pérez/ })).toHaveTextContent('Confirmed');
  });

  it('is offered only on gifts the server says may be refunded', async () => {
    mockApi(
      ...listRoutes([
        makeDonation({ id: 52, method: 'cash', canRefund: false, firstName: 'Rosa' }),
      ]),
    );
    await openList('ADMIN');
    expect(await screen.findByRole('row', { name: /Rosa/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
  });
});
