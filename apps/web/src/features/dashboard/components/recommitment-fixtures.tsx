// Recommitment requests as the API answers them, a fake server holding one sponsor's requests,
// and the section rendered for that sponsor, for the dashboard's tests.
import { YEAR_CYCLE_ENDPOINTS, type Recommitment } from '@portal/shared';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { session, writeStoredSession } from '../../../lib/session';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { makeAccessToken, makeUser } from '../../../test/fake-session';
import RecommitmentsSection from './recommitments-section';

export function request(overrides: Partial<Recommitment> = {}): Recommitment {
  return {
    id: 7,
    periodId: 3,
    periodName: '2026-2027',
    studentFirstName: 'Lucía',
    studentLastName: 'Pérez',
    villageName: 'El Roble',
    state: 'pending',
    reason: null,
    note: null,
    answeredAt: null,
    canAnswer: true,
    ...overrides,
  };
}

export type AnswerResolver = (
  body: unknown,
  state: { list: Recommitment[] },
) => Response | Recommitment;

/**
 * The sponsor's requests as the server holds them: each read answers what `state.list` is then;
 * an answer is given by `onAnswer` (which may change the list).
 */
export function server(list: Recommitment[], onAnswer?: AnswerResolver) {
  const state = { list };
  const { calls } = mockApi(
    onEndpoint(YEAR_CYCLE_ENDPOINTS.mine, () => ({ items: state.list })),
    onEndpoint(YEAR_CYCLE_ENDPOINTS.answer, ({ body }) =>
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

/** An answer the server accepts: the request takes `changes`. */
export function accepting(changes: Partial<Recommitment>): AnswerResolver {
  return (_body, state) => {
    state.list = state.list.map((item) => ({ ...item, ...changes }));
    return state.list[0]!;
  };
}

export function renderSection() {
  writeStoredSession(localStorage, {
    userData: makeUser({ role: 'SPONSOR', firstName: 'Marta' }),
    accessToken: makeAccessToken(60 * 60 * 1000),
    refreshToken: 'refresh-1',
  });
  session.hydrate();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <RecommitmentsSection />
    </QueryClientProvider>,
  );
}

export async function cardOf(name: string) {
  return screen.findByRole('article', { name });
}
