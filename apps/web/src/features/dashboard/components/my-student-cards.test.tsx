// A sponsor's home: a card per student with what PRODUCT.md lets a sponsor see, the letters each
// way, the days since they last wrote, the next letter to write, the page's progress and a share
// button that opens the share sheet, or copies the link where the browser has none.
import { DASHBOARD_ENDPOINTS, type ParticipantDashboard } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import FiguresSection from './figures-section';
import { calendarDaysBetween } from './my-student-cards';

const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_URL = 'https://portal.example.org/donations/mypage/SpOnSoR1/StUdEnT1';

function renderSection() {
  const router = createMemoryRouter([{ path: '/', element: <FiguresSection /> }]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function sponsorHome(): ParticipantDashboard {
  const twelveDaysAgo = new Date(Date.now() - 12 * DAY_MS).toISOString();
  return {
    view: 'sponsor',
    year: { id: 3, name: '2026-2027' },
    partners: 2,
    letters: { due: 1, late: 1, unread: 0 },
    partnerLetters: [],
    meetings: {
      next: { id: 4, startsAt: '2026-12-10T14:00:00.000Z', place: 'Aula 2' },
      attended: 1,
      held: 2,
    },
    assessments: null,
    donationPages: { currency: 'USD', pages: [] },
    myStudents: [
      {
        sponsorshipId: 8,
        studentId: 11,
        firstName: 'Ana',
        photoUrl: null,
        age: 10,
        village: 'El Placer',
        received: 2,
        sent: 1,
        lastSentAt: twelveDaysAgo,
        next: { number: 2, dueDate: '2026-12-15', isLate: false },
        donationPage: { raisedCents: 12_050, goalCents: 36_500, url: PAGE_URL },
      },
      {
        sponsorshipId: 9,
        studentId: 12,
        firstName: 'Beto',
        photoUrl: null,
        age: 1,
        village: 'La Unión',
        received: 0,
        sent: 0,
        lastSentAt: null,
        next: { number: 1, dueDate: '2026-09-15', isLate: true },
        donationPage: null,
      },
    ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a sponsor's home", () => {
  it('shows a card per student with age, village, letters, days since the last letter and the page', async () => {
    mockApi(onEndpoint(DASHBOARD_ENDPOINTS.get, sponsorHome));
    renderSection();
    const cards = await screen.findAllByTestId('my-student-card');
    expect(cards).toHaveLength(2);
    const [ana, beto] = cards as [HTMLElement, HTMLElement];
    expect(within(ana).getByRole('heading', { name: 'Ana' })).toBeVisible();
    expect(ana).toHaveTextContent('10 years old · El Placer');
    expect(ana).toHaveTextContent('Letters this year: 2 received, 1 sent.');
    expect(ana).toHaveTextContent('12 days since your last letter.');
    expect(ana).toHaveTextContent('Next: letter 2, due Dec 15, 2026.');
    expect(within(ana).getByRole('link', { name: 'Write letter 2' })).toHaveAttribute(
      'href',
      '/edrocks/letters/write/8/2',
    );
    expect(
      within(ana).getByRole('progressbar', { name: "Ana's page: $120.50 of $365.00" }),
    ).toHaveAttribute('aria-valuenow', '33');
    expect(beto).toHaveTextContent('1 year old · La Unión');
    expect(beto).toHaveTextContent('You have not written to Beto yet this year.');
    expect(beto).toHaveTextContent('Letter 1 is late: it was due Sep 15, 2026.');
    expect(within(beto).queryByRole('button')).not.toBeInTheDocument();
    // The cards say what the per-student lists said: those are not repeated.
    expect(screen.queryByTestId('partner-letters')).not.toBeInTheDocument();
    expect(screen.queryByTestId('donation-progress')).not.toBeInTheDocument();
    expect(screen.getByTestId('next-meeting')).toHaveTextContent(/Aula 2/);
  });

  it("opens the phone's share sheet with the page's public link", async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    mockApi(onEndpoint(DASHBOARD_ENDPOINTS.get, sponsorHome));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: "Share Ana's page" }));
    expect(share).toHaveBeenCalledWith({
      title: 'Ana',
      text: 'Help Ana reach the goal of $365.00 this year.',
      url: PAGE_URL,
    });
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), { share: undefined, clipboard: { writeText } }),
    );
    mockApi(onEndpoint(DASHBOARD_ENDPOINTS.get, sponsorHome));
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: "Share Ana's page" }));
    expect(writeText).toHaveBeenCalledWith(PAGE_URL);
    expect(success).toHaveBeenCalledWith('Link copied.');
  });

  it('speaks Spanish', async () => {
    mockApi(onEndpoint(DASHBOARD_ENDPOINTS.get, sponsorHome));
    await changeLanguage('es-CO', { remember: false });
    try {
      renderSection();
      const [ana] = (await screen.findAllByTestId('my-student-card')) as [HTMLElement];
      expect(ana).toHaveTextContent('10 años · El Placer');
      expect(ana).toHaveTextContent('Cartas este año: 2 recibidas, 1 enviadas.');
      expect(ana).toHaveTextContent('12 días desde su última carta.');
      expect(screen.getByRole('button', { name: 'Compartir la página de Ana' })).toBeVisible();
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });
});

describe('calendar days between two instants', () => {
  it('counts days on the calendar of the device, not 24-hour spans', () => {
    const lateEvening = new Date(2026, 10, 3, 23, 30);
    const nextMorning = new Date(2026, 10, 4, 0, 15);
    expect(calendarDaysBetween(lateEvening, nextMorning)).toBe(1);
    expect(calendarDaysBetween(nextMorning, new Date(2026, 10, 4, 22, 0))).toBe(0);
    expect(calendarDaysBetween(lateEvening, new Date(2026, 11, 3, 8, 0))).toBe(30);
  });
});
