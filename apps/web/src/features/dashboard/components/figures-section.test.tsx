// The dashboard's figures: a coordinator's tiles, each a link to the list whose total it is, and
// the chart's description in words; a participant's own year; loading and an error with
// "Try again" that asks again.
import { DASHBOARD_ENDPOINTS, type Dashboard } from '@portal/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import FiguresSection from './figures-section';

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

const coordinator: Dashboard = {
  view: 'coordinator',
  year: { id: 3, name: '2026-2027' },
  students: {
    total: 1234,
    sponsored: 800,
    waiting: 400,
    bySponsors: { one: 500, two: 200, three: 100 },
    guardianMissing: 37,
  },
  sponsors: { active: 650, newThisYear: 40, lapsed: 25 },
  letters: {
    late: 12,
    due: 7,
    inReview: 3,
    perMonth: [
      { month: '2026-09', sponsor: 30, student: 0 },
      { month: '2026-10', sponsor: 12, student: 25 },
    ],
  },
  longestWaiting: [
    { id: 7, fullName: 'Ana Ríos', village: { id: 2, name: 'Vereda Alta' }, daysWaiting: 120 },
  ],
  money: {
    currency: 'USD',
    previousYear: { id: 2, name: '2025-2026' },
    thisYear: { amountCents: 1_250_000, gifts: 80 },
    lastYear: { amountCents: 1_000_000, gifts: 70 },
    goalCents: 5_000_000,
  },
  events: [
    {
      id: 4,
      name: 'Gala dinner',
      nameEs: 'Cena de gala',
      startsAt: '2026-10-10T00:00:00.000Z',
      timeZone: 'America/Bogota',
      sold: 120,
      capacity: 200,
    },
  ],
  leadership: {
    meetings: [
      { number: 1, kind: 'kickoff1', expected: 600, attended: 540 },
      { number: 2, kind: 'kickoff2', expected: 600, attended: 0 },
    ],
    sponsors: 600,
    sponsorsKind: 'exact',
    withDistinction: 45,
  },
  actions: { unconfirmedParentContacts: 6, agreementsWithoutText: 1 },
};

describe('the dashboard figures', () => {
  it("link each coordinator's figure to the list it totals", async () => {
    mockApi(onEndpoint(DASHBOARD_ENDPOINTS.get, () => coordinator));
    renderSection();
    expect(screen.getByTestId('figures-loading')).toBeInTheDocument();
    const waiting = await screen.findByRole('link', { name: /400\s*Waiting for a sponsor/ });
    expect(waiting).toHaveAttribute('href', '/edrocks/students?status=active&sponsors=none');
    expect(screen.getByRole('link', { name: /1,234\s*Students/ })).toHaveAttribute(
      'href',
      '/edrocks/students',
    );
    expect(screen.getByRole('link', { name: /800\s*Sponsored this year/ })).toHaveAttribute(
      'href',
      '/edrocks/students?sponsors=any',
    );
    expect(screen.getByRole('link', { name: /200\s*With 2 sponsors/ })).toHaveAttribute(
      'href',
      '/edrocks/students?sponsors=2',
    );
    expect(
      screen.getByRole('link', {
        name: /37\s*Active students without the guardian's authorisation/,
      }),
    ).toHaveAttribute('href', '/edrocks/students?status=active&guardian=missing');
    expect(screen.getByRole('link', { name: /650\s*Active sponsors/ })).toHaveAttribute(
      'href',
      '/edrocks/sponsors?active=true',
    );
    expect(screen.getByRole('link', { name: /12\s*Letters late/ })).toHaveAttribute(
      'href',
      '/edrocks/reports/letters?periodId=3',
    );
    expect(
      screen.getByRole('link', { name: /7\s*Letters due in the next 30 days/ }),
    ).toHaveAttribute('href', '/edrocks/reports/letters?periodId=3');
    expect(
      screen.getByRole('img', {
        name: 'Letters sent per month: Sep 2026, 30; Oct 2026, 37.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Letters report' })).toHaveAttribute(
      'href',
      '/edrocks/reports/letters?periodId=3',
    );
    expect(screen.getByRole('link', { name: /3\s*Letters waiting for review/ })).toHaveAttribute(
      'href',
      '/edrocks/letters/review',
    );
    expect(screen.getByText(/400 with none, 500 with 1, 200 with 2 and 100 with 3/)).toBeVisible();
    expect(screen.getByText('Figures of the year 2026-2027.')).toBeInTheDocument();
  });

  it('links the rest of the programme to the reports and screens behind it', async () => {
    mockApi(onEndpoint(DASHBOARD_ENDPOINTS.get, () => coordinator));
    renderSection();
    const waiting = await screen.findByTestId('longest-waiting');
    expect(within(waiting).getByText('Ana Ríos, Vereda Alta: 120 days')).toBeVisible();
    expect(
      within(waiting).getByRole('link', { name: 'Open the students waiting report' }),
    ).toHaveAttribute('href', '/edrocks/reports/students_waiting');
    expect(screen.getByRole('link', { name: /40\s*New sponsors this year/ })).toHaveAttribute(
      'href',
      '/edrocks/sponsors?joined=thisYear',
    );
    expect(screen.getByRole('link', { name: /25\s*Lapsed sponsors/ })).toHaveAttribute(
      'href',
      '/edrocks/reports/lapsed_sponsors',
    );
    expect(screen.getByTestId('figure-money-this-year')).toHaveTextContent(
      '$12,500.00Raised this year (80 gifts)',
    );
    expect(
      screen.getByText(/Money raised: \$12,500.00 this year, \$10,000.00 last year/),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: /Gala dinner, .*: 120 of 200 tickets sold/ }),
    ).toHaveAttribute('href', '/events/admin?event=4');
    expect(
      screen.getByRole('img', { name: /meeting 1, 540 of 600; meeting 2, 0 of 600/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /45\s*Sponsors with the distinction, of 600$/ }),
    ).toHaveAttribute('href', '/edrocks/leadership_report');
    expect(
      screen.getByRole('link', { name: /6\s*Sponsors with a parent contact to confirm/ }),
    ).toHaveAttribute('href', '/edrocks/sponsors?parents=unconfirmed');
    expect(
      screen.getByRole('link', { name: /1\s*Agreements without a published text/ }),
    ).toHaveAttribute('href', '/edrocks/agreements');
  });

  it("leaves out the parts an admin's role does not open and says when a part is empty", async () => {
    mockApi(
      onEndpoint(DASHBOARD_ENDPOINTS.get, () => ({
        ...coordinator,
        longestWaiting: [],
        money: null,
        events: null,
        leadership: {
          meetings: [],
          sponsors: 10_000,
          sponsorsKind: 'atLeast' as const,
          withDistinction: 0,
        },
        actions: { unconfirmedParentContacts: 0, agreementsWithoutText: null },
      })),
    );
    renderSection();
    expect(await screen.findByText('Nobody is waiting for a sponsor.')).toBeVisible();
    expect(screen.queryByTestId('figure-money-this-year')).not.toBeInTheDocument();
    expect(screen.queryByTestId('upcoming-events')).not.toBeInTheDocument();
    expect(screen.queryByTestId('attendance-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('figure-agreements-missing')).not.toBeInTheDocument();
    expect(screen.getByTestId('figure-parents-unconfirmed')).toHaveTextContent('0');
    // The completion report counted up to its limit: the figure says "more than", as the list.
    expect(screen.getByTestId('figure-leadership-distinction')).toHaveTextContent(
      'Sponsors with the distinction, of more than 10,000',
    );
  });

  it("shows a sponsor's own year", async () => {
    mockApi(
      onEndpoint(DASHBOARD_ENDPOINTS.get, () => ({
        view: 'sponsor' as const,
        year: { id: 3, name: '2026-2027' },
        partners: 2,
        letters: { due: 1, late: 1, unread: 4 },
        partnerLetters: [
          {
            sponsorshipId: 8,
            name: 'Ana',
            received: 1,
            sent: 1,
            next: { number: 2, dueDate: '2026-11-15', isLate: false },
          },
          {
            sponsorshipId: 9,
            name: 'Beto',
            received: 0,
            sent: 0,
            next: { number: 1, dueDate: '2026-09-15', isLate: true },
          },
        ],
        meetings: {
          next: { id: 4, startsAt: '2026-12-01T14:00:00.000Z', place: 'Aula 2' },
          attended: 3,
          held: 4,
        },
        assessments: { submitted: 2, total: 5 },
        donationPages: {
          currency: 'USD',
          pages: [{ studentFirstName: 'Ana', raisedCents: 12_050, goalCents: 36_500 }],
        },
        myStudents: [],
      })),
    );
    renderSection();
    expect(await screen.findByRole('link', { name: /2\s*My students/ })).toHaveAttribute(
      'href',
      '/edrocks/students',
    );
    expect(screen.getByRole('link', { name: /4\s*Letters not read yet/ })).toHaveAttribute(
      'href',
      '/edrocks/letters',
    );
    expect(screen.queryByTestId('coordinator-figures')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /3\s*Meetings attended \(of 4 held\)/ }),
    ).toHaveAttribute('href', '/edrocks/sponsors/meetings');
    expect(screen.getByTestId('next-meeting')).toHaveTextContent(
      /Next meeting: Dec 1, 2026.*Aula 2/,
    );
    const partners = within(
      screen.getByRole('region', { name: 'Letters with each student this year' }),
    ).getAllByRole('listitem');
    expect(partners.map((item) => item.textContent)).toEqual([
      'Ana: 1 received, 1 sent. Next: letter 2, due Nov 15, 2026.',
      'Beto: 0 received, 0 sent. Letter 1 is late: it was due Sep 15, 2026.',
    ]);
    expect(
      screen.getByRole('link', { name: /2\s*Assessments submitted \(of 5\)/ }),
    ).toHaveAttribute('href', '/edrocks/sponsors/assessments');
    expect(
      screen.getByRole('progressbar', { name: "Ana's page: $120.50 of $365.00" }),
    ).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('link', { name: 'My donation pages' })).toHaveAttribute(
      'href',
      '/edrocks/donations',
    );
    expect(within(partners[1]!).getByRole('link', { name: 'Beto' })).toHaveAttribute(
      'href',
      '/edrocks/letters/write/9/1',
    );
  });

  it("shows a student each sponsor's letters and no meetings", async () => {
    mockApi(
      onEndpoint(DASHBOARD_ENDPOINTS.get, () => ({
        view: 'student' as const,
        year: { id: 3, name: '2026-2027' },
        partners: 1,
        letters: { due: 0, late: 0, unread: 0 },
        partnerLetters: [{ sponsorshipId: 8, name: 'Emily', received: 4, sent: 4, next: null }],
        meetings: null,
        assessments: null,
        donationPages: null,
        myStudents: [],
      })),
    );
    renderSection();
    const item = await screen.findByTestId('partner-letters-item');
    expect(item).toHaveTextContent('Emily: 4 received, 4 sent. Every letter is sent.');
    expect(within(item).getByRole('link', { name: 'Emily' })).toHaveAttribute(
      'href',
      '/edrocks/letters',
    );
    expect(
      screen.getByRole('region', { name: 'Letters with each sponsor this year' }),
    ).toBeVisible();
    expect(screen.queryByTestId('figure-meetings-attended')).not.toBeInTheDocument();
    expect(screen.queryByTestId('next-meeting')).not.toBeInTheDocument();
  });

  it("speaks Spanish to a sponsor about each student's letters, meetings and pages", async () => {
    mockApi(
      onEndpoint(DASHBOARD_ENDPOINTS.get, () => ({
        view: 'sponsor' as const,
        year: { id: 3, name: '2026-2027' },
        partners: 1,
        letters: { due: 1, late: 0, unread: 0 },
        partnerLetters: [
          {
            sponsorshipId: 8,
            name: 'Ana',
            received: 2,
            sent: 1,
            next: { number: 3, dueDate: null, isLate: false },
          },
        ],
        meetings: { next: null, attended: 0, held: 0 },
        assessments: { submitted: 5, total: 5 },
        donationPages: {
          currency: 'USD',
          pages: [{ studentFirstName: 'Ana', raisedCents: 0, goalCents: 36_500 }],
        },
        myStudents: [],
      })),
    );
    await changeLanguage('es-CO', { remember: false });
    try {
      renderSection();
      expect(await screen.findByTestId('partner-letters-item')).toHaveTextContent(
        'Ana: 2 recibidas, 1 enviadas. Sigue: carta 3 (aún sin fecha).',
      );
      expect(screen.getByTestId('next-meeting')).toHaveTextContent(
        'Aún no hay reuniones programadas.',
      );
      expect(
        screen.getByRole('link', { name: /5\s*Evaluaciones enviadas \(de 5\)/ }),
      ).toBeVisible();
      expect(screen.getByTestId('donation-progress-item')).toHaveTextContent(/^Página de Ana: /);
    } finally {
      await changeLanguage('en-US', { remember: false });
    }
  });

  it('offers "Try again" when the figures could not be loaded', async () => {
    let calls = 0;
    mockApi(
      onEndpoint(DASHBOARD_ENDPOINTS.get, () => {
        calls += 1;
        if (calls === 1) return errorBody(500, 'INTERNAL', 'errors.undefined');
        return coordinator;
      }),
    );
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('coordinator-figures')).toBeInTheDocument();
  });
});
