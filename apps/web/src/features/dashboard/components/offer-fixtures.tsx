// Offers of another student as the API answers them, a fake server holding one sponsor's offers,
// and the section rendered for that sponsor, for the dashboard's tests.
import { SPONSOR_OFFER_ENDPOINTS, type SponsorOffer } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import OffersSection from './offers-section';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

export function offer(
  overrides: Partial<Omit<SponsorOffer, 'student'>> & {
    student?: Partial<SponsorOffer['student']>;
  } = {},
): SponsorOffer {
  const { student, ...rest } = overrides;
  return {
    id: 21,
    sponsorId: 8,
    student: {
      id: 12,
      firstName: 'Lucía',
      villageName: 'El Roble',
      age: 9,
      grade: '5-fifth',
      ...student,
    },
    state: 'open',
    offeredAt: '2026-06-15T15:00:00.000Z',
    expiresAt: '2026-07-15T15:00:00.000Z',
    answeredAt: null,
    ...rest,
  };
}

export type OfferResolver = (
  body: unknown,
  state: { list: SponsorOffer[] },
) => Response | SponsorOffer;

/**
 * The sponsor's offers as the server holds them: each read answers what `state.list` is then;
 * an answer is given by `onAnswer` (which may change the list).
 */
export function offerServer(list: SponsorOffer[], onAnswer?: OfferResolver) {
  const state = { list };
  const { calls } = mockApi(
    onEndpoint(SPONSOR_OFFER_ENDPOINTS.mine, () => ({ items: state.list })),
    onEndpoint(SPONSOR_OFFER_ENDPOINTS.answer, ({ body }) =>
      onAnswer ? onAnswer(body, state) : errorBody(500, 'INTERNAL', 'errors.undefined'),
    ),
  );
  return {
    state,
    reads: () => calls.filter((call) => call.method === 'GET'),
    answers: () =>
      calls
        .filter((call) => call.method === 'POST')
        .map(({ url, body }) => ({ path: url.pathname, body })),
  };
}

/** An answer the server takes: the offer becomes `state`, answered now. */
export function answering(state: SponsorOffer['state']): OfferResolver {
  return (_body, server) => {
    server.list = server.list.map((item) => ({ ...item, state, answeredAt: daysAgo(0) }));
    return server.list[0]!;
  };
}

export function renderOffers() {
  writeStoredSession(localStorage, {
    userData: makeUser({ role: 'SPONSOR', firstName: 'Marta' }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  const router = createMemoryRouter([{ path: '/', element: <OffersSection /> }]);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

export async function offerCard(name: string) {
  return screen.findByRole('article', { name });
}
