// Years as the API answers them and the Years screen drawn for a role, for the years tests.
import {
  PERIOD_ENDPOINTS,
  type Period,
  type RecommitSummary,
  type RecommitmentSummary,
  type Role,
  type UpgradeSummary,
} from '@portal/shared';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import NotificationsHost from '../../../components/notifications-host';
import { session, writeStoredSession } from '../../../lib/session';
import { onEndpoint, type MockRoute } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import { pageOf } from '../../../test/screen-fixtures';
import { PeriodsList } from './periods-list';

export function year(
  id: number,
  startYear: number,
  status: Period['status'],
  overrides: Partial<Period> = {},
): Period {
  return {
    id,
    name: `${startYear}-${startYear + 1}`,
    startDate: `${startYear}-08-01`,
    endDate: `${startYear + 1}-07-31`,
    status,
    recommited: false,
    upgraded: false,
    unansweredRule: 'carry',
    activatedAt: status === 'draft' ? null : `${startYear}-08-01T12:00:00.000Z`,
    closedAt: status === 'closed' ? `${startYear + 1}-08-01T12:00:00.000Z` : null,
    createdAt: '2025-01-02T00:00:00.000Z',
    updatedAt: '2025-01-02T00:00:00.000Z',
    ...overrides,
  };
}

/** 2026-2027 a draft, 2025-2026 available, 2024-2025 closed. */
export const YEARS = [year(3, 2026, 'draft'), year(2, 2025, 'available'), year(1, 2024, 'closed')];

/** Every read of the years answers `years` (the list and the recent ones alike). */
export function yearsRoute(years: () => Period[] = () => YEARS): MockRoute {
  return onEndpoint(PERIOD_ENDPOINTS.list, () => pageOf(years()));
}

export const RECOMMIT_PREVIEW: RecommitSummary = {
  previousPeriodId: 2,
  requests: 42,
  bySchool: [
    { id: 3, name: 'Colegio San José', requests: 30 },
    { id: 4, name: 'Colegio La Esperanza', requests: 12 },
  ],
  byVillage: [
    { id: 7, name: 'El Carmen', requests: 25 },
    { id: 8, name: 'La Palma', requests: 17 },
  ],
  dryRun: true,
};

export const UPGRADE_PREVIEW: UpgradeSummary = {
  moves: [
    { from: '1-first', to: '2-second', count: 12 },
    { from: '12-twelfth', to: 'college', count: 4 },
    { from: 'college', to: 'alumni', count: 3 },
  ],
  total: 19,
  endingSponsorships: 2,
  dryRun: true,
};

export const ANSWERS: RecommitmentSummary = {
  periodId: 3,
  totals: { pending: 5, recommitted: 30, declined: 7, carried: 0, lapsed: 0 },
  bySchool: [],
  reasons: [{ reason: 'cost', count: 4 }],
};

export function renderAs(role: Role) {
  writeStoredSession(localStorage, {
    userData: makeUser({ role }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter([{ path: '/edrocks/periods', element: <PeriodsList /> }], {
    initialEntries: ['/edrocks/periods'],
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
      <NotificationsHost />
    </QueryClientProvider>,
  );
}
