// A coordinator reads one sponsor's assessments and returns a part, through the real route
// table, with the API faked at fetch.
import {
  ASSESSMENT_ENDPOINTS,
  ASSESSMENT_ERRORS,
  endpointPath,
  PERIOD_ENDPOINTS,
  type Assessments,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import {
  areaErrorBody,
  errorBody,
  mockApi,
  onEndpoint,
  type MockRoute,
  type RecordedCall,
} from '../../../test/api-mock';
import { enterText } from '../../../test/enter-text';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, YEARS_PAGE } from '../../../test/screen-fixtures';
import { LONG_TEXT, makeAssessments, makePart } from './assessment-fixtures';

const NOW = '2026-10-01T15:00:00.000Z';
const SPONSOR_PATH = endpointPath(ASSESSMENT_ENDPOINTS.ofSponsor, { id: 21 });

function emilysParts(): Assessments {
  return makeAssessments({
    promiseAndCommitment: { status: 'submitted', text: LONG_TEXT, submittedAt: NOW },
    vision: { status: 'submitted', text: 'A school where everyone reads.', submittedAt: NOW },
    // A coordinator never gets a draft's text.
    opportunities: { status: 'draft', text: null, updatedAt: NOW },
    riskTaking: {
      status: 'returned',
      text: 'My first try.',
      submittedAt: NOW,
      returnComment: 'Tell us what you learned.',
      returnedAt: NOW,
      returnedBy: 'Carlos Pérez',
    },
  });
}

function coordinatorApi(...routes: MockRoute[]) {
  return mockApi(
    ...routes,
    onEndpoint(PERIOD_ENDPOINTS.list, () => YEARS_PAGE),
  );
}

function readCalls(calls: RecordedCall[]) {
  return calls.filter((call) => call.method === 'GET' && call.url.pathname === SPONSOR_PATH);
}

afterEach(() => queryClient.clear());

describe("a sponsor's assessments for coordinators", () => {
  it('shows submitted texts, hides drafts, and returns a part with a required comment', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.ofSponsor, () => emilysParts(), { params: { id: 21 } }),
      onEndpoint(ASSESSMENT_ENDPOINTS.returnPart, ({ body }) =>
        makePart('vision', {
          status: 'returned',
          text: 'A school where everyone reads.',
          submittedAt: NOW,
          returnComment: (body as { comment: string }).comment,
          returnedAt: NOW,
          returnedBy: 'Ana Director',
        }),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/21/assessments');

    expect(
      await screen.findByRole('heading', { name: 'Emily Johnson', level: 2 }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText('School: Colegio San José')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 submitted')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveDisplayValue(
      '2026-2027 (available year)',
    );

    const promise = screen.getByRole('region', { name: 'Promise and commitment' });
    expect(within(promise).getByTestId('assessment-text')).toHaveTextContent(LONG_TEXT);
    expect(within(promise).queryByRole('textbox')).not.toBeInTheDocument();
    const opportunities = screen.getByRole('region', { name: 'Opportunities' });
    expect(within(opportunities).getByText('Not submitted yet')).toBeInTheDocument();
    expect(within(opportunities).getByTestId('assessment-status')).toHaveTextContent('Draft');
    expect(
      within(opportunities).queryByRole('button', { name: 'Return with a comment' }),
    ).not.toBeInTheDocument();
    const risk = screen.getByRole('region', { name: 'Risk taking' });
    expect(within(risk).getByTestId('return-comment')).toHaveTextContent(
      'Tell us what you learned.',
    );
    expect(within(risk).getByTestId('return-comment')).toHaveTextContent(
      'Returned by Carlos Pérez on Oct 1, 2026',
    );
    expect(
      within(risk).queryByRole('button', { name: 'Return with a comment' }),
    ).not.toBeInTheDocument();

    const vision = screen.getByRole('region', { name: 'Vision' });
    await user.click(within(vision).getByRole('button', { name: 'Return with a comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Vision to Emily Johnson' });
    await user.click(within(dialog).getByRole('button', { name: 'Return Vision' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await enterText(
      user,
      within(dialog).getByRole('textbox', { name: /Comment/ }),
      'Say how you will get there.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return Vision' }));
    expect(await screen.findByText('Vision returned to Emily Johnson')).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.url.pathname).toBe(
      endpointPath(ASSESSMENT_ENDPOINTS.returnPart, { id: 21, part: 'vision' }),
    );
    expect(sent?.body).toEqual({ periodId: 2, comment: 'Say how you will get there.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(vision).getByTestId('assessment-status')).toHaveTextContent('Returned');
    expect(within(vision).getByTestId('return-comment')).toHaveTextContent(
      'Say how you will get there.',
    );
    expect(
      within(vision).queryByRole('button', { name: 'Return with a comment' }),
    ).not.toBeInTheDocument();
    expect(screen.getByText('1 of 5 submitted')).toBeInTheDocument();
  });

  it('keeps the dialog and the comment when the server refuses', async () => {
    coordinatorApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.ofSponsor, () => emilysParts()),
      onEndpoint(ASSESSMENT_ENDPOINTS.returnPart, () =>
        areaErrorBody(ASSESSMENT_ERRORS.ASSESSMENT_NOT_SUBMITTED),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/sponsors/21/assessments');
    const vision = await screen.findByRole('region', { name: 'Vision' }, FIRST_LOAD);
    await user.click(within(vision).getByRole('button', { name: 'Return with a comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Vision to Emily Johnson' });
    await enterText(
      user,
      within(dialog).getByRole('textbox', { name: /Comment/ }),
      'Shorter, please.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Return Vision' }));
    expect(
      await within(dialog).findByText('Only a submitted assessment can be returned.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Comment/ })).toHaveValue(
      'Shorter, please.',
    );
  });

  it('reads another year from the year selector, kept in the address', async () => {
    const { calls } = coordinatorApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.ofSponsor, ({ url }) =>
        url.searchParams.get('periodId') === '1'
          ? makeAssessments(
              { vision: { status: 'submitted', text: 'Last year', submittedAt: NOW } },
              { id: 1, name: '2025-2026' },
            )
          : emilysParts(),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/sponsors/21/assessments');
    await screen.findByText('2 of 5 submitted', {}, FIRST_LOAD);
    expect(readCalls(calls)[0]!.url.searchParams.has('periodId')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2025-2026');
    expect(await screen.findByText('1 of 5 submitted')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?periodId=1');
    expect(readCalls(calls).at(-1)!.url.searchParams.get('periodId')).toBe('1');
    expect(
      within(screen.getByRole('region', { name: 'Vision' })).getByTestId('assessment-text'),
    ).toHaveTextContent('Last year');
  });

  it('shows the not-found state for a sponsor out of reach', async () => {
    coordinatorApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.ofSponsor, () =>
        errorBody(404, 'NOT_FOUND', 'errors.notFound'),
      ),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/sponsors/99/assessments');
    const state = await screen.findByTestId('error-state', {}, FIRST_LOAD);
    expect(state).toHaveTextContent('We could not find what you asked for.');
    expect(within(state).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    coordinatorApi(onEndpoint(ASSESSMENT_ENDPOINTS.ofSponsor, () => emilysParts()));
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/sponsors/21/assessments');
    const opportunities = await screen.findByRole('region', { name: 'Oportunidades' }, FIRST_LOAD);
    expect(within(opportunities).getByText('Aún no enviada')).toBeInTheDocument();
    expect(screen.getByText('2 de 5 enviadas')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Visión' })).getByRole('button', {
        name: 'Devolver con un comentario',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Año' })).toBeInTheDocument();
  });
});
