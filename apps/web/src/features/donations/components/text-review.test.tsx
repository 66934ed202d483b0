// The safeguarding review of the donation pages and what a sponsor sees of it, through the real
// route table with the API faked at fetch: the held texts with the screening's matches marked
// (and named for screen readers), how many wait, the confirmations that say what happens, the
// decision sent with the revision read, a refusal shown; the coordinators' list pointing to the
// review; a sponsor's text waiting for review, and the public page's refusal of an address that
// cannot be a page.
import {
  DONATION_ENDPOINTS,
  type MyDonationPages,
  type TextReviewItem,
  type TextReviewPage,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import {
  FIRST_LOAD,
  SAN_JOSE,
  makeLists,
  pageOf,
  yearsAndListsRoutes,
} from '../../../test/screen-fixtures';

afterEach(() => queryClient.clear());

const PAGE_TEXT: TextReviewItem = {
  kind: 'pageText',
  id: 4,
  revision: 3,
  text: 'Lucía vive en El Carmen, llámenla al 310 555 1234',
  matches: [
    { field: 'pageText', kind: 'personalDetails', start: 14, end: 23, text: 'El Carmen' },
    { field: 'pageText', kind: 'phone', start: 37, end: 49, text: '310 555 1234' },
  ],
  donorFirstName: null,
  donorLastName: null,
  donorNameMatches: [],
  submittedAt: '2026-09-01T15:00:00.000Z',
  sponsor: { id: 7, name: 'Emily Johnson' },
  student: { id: 9, name: 'Lucía Gómez' },
  school: SAN_JOSE,
  village: { id: 5, name: 'Vereda El Carmen' },
  pagePath: '/donations/mypage/pQ7sK2vX9mTn4bLw1cRz8e/Hk3dW9yF2qLs7vBn5xTa0u',
};

const DONOR_MESSAGE: TextReviewItem = {
  ...PAGE_TEXT,
  kind: 'donorMessage',
  id: 51,
  revision: 0,
  text: 'Escríbeme a rosa@example.org',
  matches: [{ field: 'donorMessage', kind: 'email', start: 12, end: 28, text: 'rosa@example.org' }],
  donorFirstName: 'Rosa',
  donorLastName: 'Martínez',
};

function reviewPage(items: TextReviewItem[]): TextReviewPage {
  return { ...pageOf(items), total: items.length };
}

async function openReview(
  items: TextReviewItem[],
  options: { language?: 'es-CO'; approval?: () => Response } = {},
) {
  const { language, approval } = options;
  const decisions: Array<{ path: string; body: unknown }> = [];
  const api = mockApi(
    onEndpoint(DONATION_ENDPOINTS.textReviews, () => reviewPage(items)),
    onEndpoint(DONATION_ENDPOINTS.approveText, ({ url, body }) => {
      decisions.push({ path: url.pathname, body });
      if (approval) return approval();
      return { kind: 'pageText' as const, id: 4, decision: 'approved' as const };
    }),
    onEndpoint(DONATION_ENDPOINTS.rejectText, ({ url, body }) => {
      decisions.push({ path: url.pathname, body });
      return { kind: 'donorMessage' as const, id: 51, decision: 'rejected' as const };
    }),
  );
  if (language) await changeLanguage(language, { remember: false });
  signIn({ role: 'ADMIN' });
  renderApp('/edrocks/donations/review');
  const table = await screen.findByRole(
    'table',
    { name: /Texts waiting for review|Textos que esperan revisión/ },
    FIRST_LOAD,
  );
  return { table, decisions, api };
}

describe('the review of the donation pages’ texts', () => {
  it('marks what the screening found, names it for screen readers, and says how many wait', async () => {
    const { table } = await openReview([PAGE_TEXT, DONOR_MESSAGE]);
    expect(screen.getByTestId('review-count')).toHaveTextContent('2 texts wait for review.');
    const text = within(table).getByTestId('held-text-pageText-4');
    const marks = [...text.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(['El Carmen', '310 555 1234']);
    expect(text).toHaveTextContent('El Carmen (Request for personal details)');
    expect(text).toHaveTextContent('310 555 1234 (Phone number)');
    const message = within(table).getByTestId('held-text-donorMessage-51');
    expect(message.querySelector('mark')).toHaveTextContent('rosa@example.org');
    expect(within(table).getByText('From Rosa Martínez')).toBeInTheDocument();
    expect(within(table).getAllByText("Lucía Gómez's page, by Emily Johnson")).toHaveLength(2);
    expect(
      within(table).getAllByRole('link', { name: 'Open the page: Lucía Gómez' })[0],
    ).toHaveAttribute('href', PAGE_TEXT.pagePath);
  });

  it('approves after a confirmation that says what happens, sending the revision read', async () => {
    const user = userEvent.setup();
    const { decisions } = await openReview([PAGE_TEXT]);
    await user.click(
      screen.getByRole('button', { name: "Approve: page text, Lucía Gómez's page" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Show this text on the page?' });
    expect(dialog).toHaveTextContent(
      "Emily Johnson's text will appear on Lucía Gómez's public donation page, where anyone with the link can read it, in place of the text shown now.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve and show' }));
    expect(
      await screen.findByText('The text was approved and now shows on the page.'),
    ).toBeInTheDocument();
    expect(decisions).toEqual([
      { path: '/edrocks/api/donations/review/pageText/4/approve', body: { revision: 3 } },
    ]);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('rejects a donor’s message, and cancelling sends nothing', async () => {
    const user = userEvent.setup();
    const { decisions } = await openReview([DONOR_MESSAGE]);
    const reject = screen.getByRole('button', {
      name: "Reject: donor's message, Lucía Gómez's page",
    });
    await user.click(reject);
    let dialog = await screen.findByRole('dialog', { name: 'Reject this text?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(decisions).toEqual([]);
    await user.click(reject);
    dialog = await screen.findByRole('dialog', { name: 'Reject this text?' });
    expect(dialog).toHaveTextContent(
      "The message and the donor's name will never be shown on the page or to Emily Johnson. The gift still counts toward the goal.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject text' }));
    expect(
      await screen.findByText('The text was rejected and will never be shown.'),
    ).toBeInTheDocument();
    expect(decisions).toEqual([
      { path: '/edrocks/api/donations/review/donorMessage/51/reject', body: { revision: 0 } },
    ]);
  });

  it('says why a decision was refused, and reads the list again', async () => {
    const user = userEvent.setup();
    const { api } = await openReview([PAGE_TEXT], {
      approval: () => errorBody(409, 'TEXT_REVIEW_CHANGED', 'errors.textReviewChanged'),
    });
    const reads = () =>
      api.calls.filter((call) => call.url.pathname === '/edrocks/api/donations/review').length;
    const before = reads();
    await user.click(screen.getByRole('button', { name: /^Approve:/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve and show' }));
    expect(
      await screen.findByText(
        'This text changed or another coordinator already decided on it. The list was reloaded: check it again.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBeGreaterThan(before));
  });

  it('has a friendly empty state, in Spanish too', async () => {
    await openReview([], { language: 'es-CO' });
    expect(
      await screen.findByText(
        'No hay nada por revisar. Aquí aparecen los textos que la revisión retiene.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('review-count')).toHaveTextContent('0 textos esperan revisión.');
  });

  it('shows an error with "Try again" when the list cannot be read', async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.textReviews, () =>
        errorBody(503, 'SERVICE_UNAVAILABLE', 'errors.serviceUnavailable'),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/donations/review');
    expect(
      await screen.findByRole('button', { name: 'Try again' }, FIRST_LOAD),
    ).toBeInTheDocument();
  });

  it('is pointed to from the coordinators’ list of gifts while texts wait', async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.list, () => pageOf([])),
      onEndpoint(DONATION_ENDPOINTS.textReviews, () => reviewPage([PAGE_TEXT, DONOR_MESSAGE])),
      ...yearsAndListsRoutes(makeLists({ schools: [SAN_JOSE] })),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/donations');
    const waiting = await screen.findByTestId('review-waiting', {}, FIRST_LOAD);
    expect(waiting).toHaveTextContent(
      '2 texts from the donation pages wait for safeguarding review.',
    );
    expect(within(waiting).getByRole('link', { name: 'Review texts' })).toHaveAttribute(
      'href',
      '/edrocks/donations/review',
    );
  });
});

const MY_PAGES: MyDonationPages = {
  year: { id: 2, name: '2026-2027' },
  currency: 'USD',
  goalCents: 36_500,
  publicUrl: 'https://portal.example.org',
  pages: [
    {
      sponsorId: 7,
      studentId: 9,
      studentFirstName: 'Lucía',
      path: '/donations/mypage/pQ7sK2vX9mTn4bLw1cRz8e/Hk3dW9yF2qLs7vBn5xTa0u',
      text: 'Lucía vive en El Carmen',
      textState: 'waiting',
      publishedText: 'Lucía loves reading.',
      raisedCents: 2500,
      goalCents: 36_500,
      giftCount: 1,
      testRaisedCents: 0,
      testGiftCount: 0,
      messages: [],
    },
  ],
};

describe("a sponsor's page text", () => {
  it('says it waits for review, and what the page shows meanwhile', async () => {
    mockApi(onEndpoint(DONATION_ENDPOINTS.myPages, () => MY_PAGES));
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/donations');
    const state = await screen.findByTestId('text-state-9', {}, FIRST_LOAD);
    expect(state).toHaveTextContent(
      'Waiting for review: a coordinator reads your new text before it shows on the page.',
    );
    expect(state).toHaveTextContent(/The page shows this text meanwhile:\s*Lucía loves reading\./);
    expect(screen.getByRole('textbox', { name: 'Your text on the page' })).toHaveValue(
      'Lucía vive en El Carmen',
    );
  });

  it('says when a text was not approved, and that a saved one waits for review', async () => {
    const rejected = {
      ...MY_PAGES,
      pages: [{ ...MY_PAGES.pages[0]!, textState: 'rejected' as const, publishedText: '' }],
    };
    const { calls } = mockApi(
      onEndpoint(DONATION_ENDPOINTS.myPages, () => rejected),
      onEndpoint(DONATION_ENDPOINTS.updateMyPage, ({ body }) => ({
        ...MY_PAGES.pages[0]!,
        text: (body as { text: string }).text,
        textState: 'waiting' as const,
        publishedText: '',
      })),
    );
    const user = userEvent.setup();
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/donations');
    const state = await screen.findByTestId('text-state-9', {}, FIRST_LOAD);
    expect(state).toHaveTextContent('Not approved: a coordinator did not approve this text');
    expect(state).toHaveTextContent('The page shows no text meanwhile.');
    const field = screen.getByRole('textbox', { name: 'Your text on the page' });
    await user.clear(field);
    await user.type(field, 'Lucía vive en la vereda');
    await user.click(screen.getByRole('button', { name: 'Save text' }));
    expect(
      await screen.findByText(
        'Your text was saved. A coordinator reads it before it shows on the page.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      text: 'Lucía vive en la vereda',
    });
    expect(await screen.findByTestId('text-state-9')).toHaveTextContent('Waiting for review');
  });
});

describe('the public page', () => {
  it('asks for nothing at an address that cannot be a page (an old numeric link works as unknown)', async () => {
    const { calls } = mockApi();
    renderApp('/donations/mypage/7/a.b');
    expect(
      await screen.findByRole('heading', { name: 'This page is not open' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(
      calls.some((call) => call.url.pathname.startsWith('/edrocks/public/donations/pages')),
    ).toBe(false);
  });

  it('says to wait when too many addresses were tried from the connection', async () => {
    mockApi(
      onEndpoint(DONATION_ENDPOINTS.settings, () => ({
        currency: 'USD',
        minCents: 500,
        maxCents: 100_000,
        presetsCents: [1000],
        goalCents: 36_500,
        testMode: true,
      })),
      onEndpoint(DONATION_ENDPOINTS.page, () =>
        errorBody(429, 'TOO_MANY_DONATION_PAGE_LOOKUPS', 'errors.tooManyDonationPageLookups', {
          retryAfterSeconds: 900,
          params: { minutes: 15 },
        }),
      ),
    );
    renderApp('/donations/mypage/pQ7sK2vX9mTn4bLw1cRz8e/Hk3dW9yF2qLs7vBn5xTa0u');
    expect(
      await screen.findByText(
        'Too many page addresses were tried from this connection. Wait 15 minutes and try again.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
  });
});
