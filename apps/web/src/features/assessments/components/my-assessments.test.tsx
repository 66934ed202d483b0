// The sponsor's assessments through the real route table, with the API faked at fetch.
import {
  ASSESSMENT_ENDPOINTS,
  ASSESSMENT_MIN_LENGTH,
  assessmentSubmitBodySchema,
  endpointPath,
  type Assessment,
  ASSESSMENT_PATHS,
} from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { errorBody, mockApi, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { enterText } from '../../../test/enter-text';
import { advanceFakeClock, useFakeClock } from '../../../test/fake-clock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { LONG_TEXT, makeAssessments, makePart } from './assessment-fixtures';
import { AUTOSAVE_DELAY_MS } from './assessment-editor';

const NOW = '2026-10-01T15:00:00.000Z';

/** The server's answers to a save and a submit, including its length rule. */
function sponsorApi(assessments = makeAssessments()) {
  return mockApi(
    onEndpoint(ASSESSMENT_ENDPOINTS.mine, () => assessments),
    onEndpoint(ASSESSMENT_ENDPOINTS.saveDraft, ({ params, body }) =>
      makePart(params.part as Assessment['part'], {
        status: 'draft',
        text: (body as { text: string }).text,
        updatedAt: NOW,
      }),
    ),
    onEndpoint(ASSESSMENT_ENDPOINTS.submit, ({ params, body }) => {
      const parsed = assessmentSubmitBodySchema.safeParse(body);
      if (!parsed.success) {
        return errorBody(400, 'VALIDATION_ERROR', 'errors.validation', {
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        });
      }
      return makePart(params.part as Assessment['part'], {
        status: 'submitted',
        text: parsed.data.text,
        submittedAt: NOW,
        updatedAt: NOW,
      });
    }),
  );
}

function callsTo(calls: RecordedCall[], method: string, path: string) {
  return calls.filter((call) => call.method === method && call.url.pathname === path);
}

const VISION_DRAFT = endpointPath(ASSESSMENT_ENDPOINTS.saveDraft, { part: 'vision' });
const VISION_SUBMIT = endpointPath(ASSESSMENT_ENDPOINTS.submit, { part: 'vision' });

afterEach(() => {
  queryClient.clear();
  vi.useRealTimers();
});

describe("the sponsor's assessments", () => {
  // The autosave's pause is on a fake clock that the tests move on: a loaded machine neither
  // delays the save past a wait nor lets it fire between typing and a click.
  beforeEach(useFakeClock);

  it('saves a draft, refuses a short text with "Min 150 characters", then submits', async () => {
    expect(LONG_TEXT.trim().length).toBeGreaterThanOrEqual(ASSESSMENT_MIN_LENGTH);
    const { calls } = sponsorApi();
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup({ advanceTimers: advanceFakeClock });
    renderApp('/edrocks/sponsors/assessments');

    const vision = await screen.findByRole('region', { name: 'Vision' }, FIRST_LOAD);
    expect(screen.getByText('0 of 5 submitted')).toBeInTheDocument();
    expect(within(vision).getByText(/Describe the leader you want to become/)).toBeVisible();
    expect(within(vision).getByTestId('assessment-status')).toHaveTextContent('Not started');
    const field = within(vision).getByRole('textbox', { name: /Vision/ });
    expect(field).toHaveAccessibleDescription(/Describe the leader.*0 of at least 150 characters/);

    await enterText(user, field, 'Too short');
    expect(within(vision).getByTestId('char-count')).toHaveTextContent(
      '9 of at least 150 characters',
    );
    await user.click(within(vision).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', VISION_DRAFT).map((call) => call.body)).toEqual([
      { text: 'Too short' },
    ]);
    expect(within(vision).getByTestId('assessment-status')).toHaveTextContent('Draft');

    // Too short: the field says so, and nothing is submitted.
    await user.click(within(vision).getByRole('button', { name: 'Submit' }));
    expect(within(vision).getByText('Min 150 characters')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'POST', VISION_SUBMIT)).toHaveLength(0);

    await user.clear(field);
    await user.click(field);
    await user.paste(LONG_TEXT);
    expect(within(vision).queryByText('Min 150 characters')).not.toBeInTheDocument();
    expect(within(vision).getByTestId('char-count')).toHaveTextContent(
      `${LONG_TEXT.length} characters (at least 150)`,
    );
    await user.click(within(vision).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Vision?' });
    expect(dialog).toHaveTextContent(
      'Once you submit Vision, you cannot change it unless a coordinator returns it to you.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit Vision' }));

    expect(await screen.findByText('Vision submitted')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', VISION_SUBMIT).map((call) => call.body)).toEqual([
      { text: LONG_TEXT },
    ]);
    await waitFor(() =>
      expect(within(vision).getByTestId('assessment-status')).toHaveTextContent('Submitted'),
    );
    expect(within(vision).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(vision).getByTestId('submitted-text')).toHaveTextContent(LONG_TEXT);
    expect(screen.getByText('1 of 5 submitted')).toBeInTheDocument();
  });

  it("shows the server's length refusal under the field", async () => {
    const { calls } = mockApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.mine, () => makeAssessments()),
      onEndpoint(ASSESSMENT_ENDPOINTS.saveDraft, ({ body }) =>
        makePart('vision', { status: 'draft', text: (body as { text: string }).text }),
      ),
      onEndpoint(ASSESSMENT_ENDPOINTS.submit, () =>
        errorBody(400, 'VALIDATION_ERROR', 'errors.validation', {
          issues: [{ path: 'text', message: 'validation.minChars|{"num":150}' }],
        }),
      ),
    );
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup({ advanceTimers: advanceFakeClock });
    renderApp('/edrocks/sponsors/assessments');
    const vision = await screen.findByRole('region', { name: 'Vision' }, FIRST_LOAD);
    // Long enough on the screen, refused by the server all the same (its rule decides).
    await user.click(within(vision).getByRole('textbox', { name: /Vision/ }));
    await user.paste(LONG_TEXT);
    await user.click(within(vision).getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit Vision?' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit Vision' }));
    expect(await within(vision).findByText('Min 150 characters')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(vision).getByRole('textbox', { name: /Vision/ })).toHaveValue(LONG_TEXT);
    expect(callsTo(calls, 'POST', VISION_SUBMIT)).toHaveLength(1);
  });

  it('saves a draft by itself after typing stops, and keeps the text when saving fails', async () => {
    let isFailing = false;
    const { calls } = mockApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.mine, () => makeAssessments()),
      onEndpoint(ASSESSMENT_ENDPOINTS.saveDraft, ({ body }) =>
        isFailing
          ? errorBody(500, 'INTERNAL', 'errors.internal')
          : makePart('riskTaking', {
              status: 'draft',
              text: (body as { text: string }).text,
              updatedAt: NOW,
            }),
      ),
    );
    signIn({ role: 'SPONSOR' });
    const user = userEvent.setup({ advanceTimers: advanceFakeClock });
    renderApp('/edrocks/sponsors/assessments');
    const risk = await screen.findByRole('region', { name: 'Risk taking' }, FIRST_LOAD);
    const field = within(risk).getByRole('textbox', { name: /Risk taking/ });
    // Typed key by key: each key puts the save off again, and one save follows the pause.
    await user.type(field, 'I spoke');
    expect(within(risk).getByTestId('save-status')).toHaveTextContent('Not saved yet');
    const draftPath = endpointPath(ASSESSMENT_ENDPOINTS.saveDraft, { part: 'riskTaking' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(callsTo(calls, 'PUT', draftPath)).toHaveLength(1));
    expect(callsTo(calls, 'PUT', draftPath)[0]!.body).toEqual({ text: 'I spoke' });
    await waitFor(() =>
      expect(within(risk).getByTestId('save-status')).toHaveTextContent(/^Draft saved at /),
    );
    expect(within(risk).getByTestId('save-status')).toHaveAttribute('aria-live', 'polite');

    isFailing = true;
    await user.type(field, ' up');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(callsTo(calls, 'PUT', draftPath)).toHaveLength(2));
    expect(await within(risk).findByTestId('save-problem')).toHaveTextContent(
      'Your draft could not be saved. Your text is still here',
    );
    expect(field).toHaveValue('I spoke up');
    expect(within(risk).getByTestId('save-status')).toHaveTextContent('Not saved yet');

    // Trying again sends the same words.
    isFailing = false;
    await user.click(within(risk).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();
    expect(callsTo(calls, 'PUT', draftPath).at(-1)!.body).toEqual({
      text: 'I spoke up',
    });
    expect(within(risk).queryByTestId('save-problem')).not.toBeInTheDocument();
  });

  it("shows a returned part's comment above the text, still editable", async () => {
    sponsorApi(
      makeAssessments({
        promiseAndCommitment: { status: 'submitted', text: LONG_TEXT, submittedAt: NOW },
        opportunities: {
          status: 'returned',
          text: 'My first try at this part.',
          submittedAt: NOW,
          returnComment: 'Please give one example from your own school.',
          returnedAt: NOW,
          // A sponsor is never told which coordinator returned it (decision 032).
          returnedBy: null,
        },
      }),
    );
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/sponsors/assessments');
    const opportunities = await screen.findByRole('region', { name: 'Opportunities' }, FIRST_LOAD);
    const note = within(opportunities).getByTestId('return-comment');
    expect(note).toHaveTextContent('Your coordinator returned this part');
    expect(note).toHaveTextContent('Please give one example from your own school.');
    expect(note).toHaveTextContent('Returned on Oct 1, 2026');
    expect(within(opportunities).getByTestId('assessment-status')).toHaveTextContent('Returned');
    expect(within(opportunities).getByRole('textbox', { name: /Opportunities/ })).toHaveValue(
      'My first try at this part.',
    );
    expect(screen.getByText('1 of 5 submitted')).toBeInTheDocument();
    // A submitted part is read, not edited.
    const promise = screen.getByRole('region', { name: 'Promise and commitment' });
    expect(within(promise).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(promise).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says when no year is available', async () => {
    const { calls } = mockApi(
      onEndpoint(ASSESSMENT_ENDPOINTS.mine, () => makeAssessments({}, null)),
    );
    signIn({ role: 'SPONSOR' });
    renderApp('/edrocks/sponsors/assessments');
    expect(
      await screen.findByText(/There is no open school year right now/, {}, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url.pathname)).toContain(ASSESSMENT_PATHS.myAssessments);
  });

  it('points a coordinator to the completion report', async () => {
    const { calls } = mockApi();
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/sponsors/assessments');
    expect(
      await screen.findByRole('link', { name: 'Go to the completion report' }, FIRST_LOAD),
    ).toHaveAttribute('href', '/edrocks/leadership_report');
    expect(calls.some((call) => call.url.pathname === ASSESSMENT_PATHS.myAssessments)).toBe(false);
  });

  it('speaks Spanish', async () => {
    sponsorApi();
    await changeLanguage('es-CO', { remember: false });
    signIn({ role: 'SPONSOR', language: 'es-CO' });
    const user = userEvent.setup({ advanceTimers: advanceFakeClock });
    renderApp('/edrocks/sponsors/assessments');
    const vision = await screen.findByRole('region', { name: 'Visión' }, FIRST_LOAD);
    for (const name of [
      'Promesa y compromiso',
      'Oportunidades',
      'Toma de riesgos',
      'Metas de liderazgo',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(screen.getByText('0 de 5 enviadas')).toBeInTheDocument();
    expect(within(vision).getByTestId('assessment-status')).toHaveTextContent('Sin empezar');
    await enterText(user, within(vision).getByRole('textbox', { name: /Visión/ }), 'Corto');
    await user.click(within(vision).getByRole('button', { name: 'Enviar' }));
    expect(within(vision).getByText('Mínimo 150 caracteres')).toBeInTheDocument();
    expect(within(vision).getByRole('button', { name: 'Guardar borrador' })).toBeVisible();
  });
});
