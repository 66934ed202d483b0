import { LETTER_ENDPOINTS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../config/paths';
import { errorBody, mockApi, onEndpoint, type RecordedCall } from '../../../test/api-mock';
import { enterText } from '../../../test/enter-text';
import { advanceFakeClock, useFakeClock } from '../../../test/fake-clock';
import LetterRoute from '../routes/letter';
import WriteLetterRoute from '../routes/write-letter';
import { draftStorageKey } from './draft-storage';
import { AUTOSAVE_DELAY_MS } from './use-letter-draft';
import { makeLetter, makeOverview } from './letter-fixtures';
import { renderLettersRoute } from './render-letters-route';

const KEY = draftStorageKey(1, 7, 2);

function renderWriter(path = '/edrocks/letters/write/7/2') {
  return renderLettersRoute(
    path,
    [
      { path: PATHS.letterWrite, element: <WriteLetterRoute /> },
      { path: PATHS.letter, element: <LetterRoute /> },
    ],
    { id: 1, role: 'SPONSOR', language: 'en-US' },
  );
}

function saves(calls: RecordedCall[]) {
  return calls.filter(
    (call) => call.method === 'POST' && call.url.pathname === '/edrocks/api/letters',
  );
}

async function fillLetter(subject: string, message: string) {
  const user = userEvent.setup({ advanceTimers: advanceFakeClock });
  if (subject) await enterText(user, await screen.findByLabelText(/Subject/), subject);
  if (message) await enterText(user, screen.getByLabelText(/Message/), message);
  return user;
}

describe('writing a letter', () => {
  // The autosave's pause is on a fake clock that the tests move on: a loaded machine neither
  // delays the save past a wait nor lets it fire in the middle of a test.
  beforeEach(useFakeClock);
  afterEach(() => vi.useRealTimers());

  it('saves the draft by itself after typing stops, and forgets the local copy once saved', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () => ({ id: 60, status: 'draft' as const })),
    );
    renderWriter();
    expect(await screen.findByRole('heading', { name: 'Letter 2 to Ana' })).toBeInTheDocument();
    // Typed key by key: each key puts the save off again, and one save follows the pause.
    const user = userEvent.setup({ advanceTimers: advanceFakeClock });
    await user.type(await screen.findByLabelText(/Subject/), 'Hello');
    await user.type(screen.getByLabelText(/Message/), 'Snow');
    // Kept locally until the server has it.
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({
      subject: 'Hello',
      message: 'Snow',
    });
    expect(saves(calls)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toEqual({
      sponsorshipId: 7,
      number: 2,
      subject: 'Hello',
      message: 'Snow',
      attachmentFileId: null,
      send: false,
    });
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved at /));
    expect(screen.getByTestId('save-status')).toHaveAttribute('aria-live', 'polite');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('restores what was typed and not saved after a reload, and saves it', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        subject: 'Unsaved subject',
        message: 'Unsaved words',
        originalLanguage: 'en-US',
        targetLanguage: 'es-CO',
        attachment: null,
      }),
    );
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () => ({ id: 60, status: 'draft' as const })),
    );
    renderWriter();
    expect(await screen.findByLabelText(/Subject/)).toHaveValue('Unsaved subject');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Unsaved words');
    expect(
      screen.getByText('We restored what you had typed and not saved yet.'),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]!.body).toMatchObject({ subject: 'Unsaved subject', send: false });
    await waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());
  });

  it('asks for every field before sending: "You must fill all fields"', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () => ({ id: 60, status: 'draft' as const })),
    );
    renderWriter();
    const user = await fillLetter('Only a subject', '');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must fill all fields');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves(calls).some((call) => (call.body as { send: boolean }).send)).toBe(false);
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Only a subject');
  });

  describe('"You must fill all fields"', () => {
    it('stays, beside the empty field, while the draft saves itself, until every field is filled', async () => {
      const { calls } = mockApi(
        onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
        onEndpoint(LETTER_ENDPOINTS.create, () => ({ id: 60, status: 'draft' as const })),
      );
      renderWriter();
      const user = userEvent.setup({ advanceTimers: advanceFakeClock });
      await enterText(user, await screen.findByLabelText(/Subject/), 'Only a subject');
      await user.click(screen.getByRole('button', { name: 'Save and send' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('You must fill all fields');

      // The subject's draft saves itself meanwhile: the message stays.
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 500);
      await waitFor(() => expect(saves(calls)).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(2000);
      expect(screen.getByRole('alert')).toHaveTextContent('You must fill all fields');
      const message = screen.getByLabelText(/Message/);
      expect(message).toHaveAccessibleDescription(/You must fill all fields/);
      expect(message).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/Subject/)).toHaveAttribute('aria-invalid', 'false');

      // Changing the filled field keeps it; filling the empty one ends it.
      await enterText(user, screen.getByLabelText(/Subject/), 'Only a subject, again');
      expect(screen.getByRole('alert')).toHaveTextContent('You must fill all fields');
      await enterText(user, message, 'Now a message');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('shows the server\'s "You must fill all fields" too', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, ({ body }) =>
        (body as { send: boolean }).send
          ? errorBody(422, 'LETTER_FIELDS_REQUIRED', 'validation.fillAllFields')
          : { id: 60, status: 'draft' as const },
      ),
    );
    renderWriter();
    const user = await fillLetter('Hi', 'Text');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send letter 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send letter 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must fill all fields');
  });

  it.each([
    ['the server fails', () => errorBody(500, 'INTERNAL', 'errors.undefined')],
    ['the network drops', () => Response.error()],
  ])(
    'says "Error saving the letter, try again" when %s, keeping every word',
    async (_case, answer) => {
      mockApi(
        onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
        onEndpoint(LETTER_ENDPOINTS.create, answer),
      );
      renderWriter();
      const user = await fillLetter('Hello', 'Do not lose me');
      await user.click(screen.getByRole('button', { name: 'Save draft' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Error saving the letter, try again',
      );
      expect(screen.getByLabelText(/Subject/)).toHaveValue('Hello');
      expect(screen.getByLabelText(/Message/)).toHaveValue('Do not lose me');
      expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({
        message: 'Do not lose me',
      });
    },
  );

  it('says it in Spanish: "Error al guardar la carta, intente de nuevo"', async () => {
    const { changeLanguage } = await import('../../../lib/i18n');
    await changeLanguage('es-CO', { remember: false });
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () => errorBody(500, 'INTERNAL', 'errors.undefined')),
    );
    renderWriter();
    const user = userEvent.setup({ advanceTimers: advanceFakeClock });
    await enterText(user, await screen.findByLabelText(/Asunto/), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al guardar la carta, intente de nuevo',
    );
  });

  it('shows the agreements refusal with a way to the agreements', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () =>
        errorBody(409, 'AGREEMENTS_REQUIRED', 'errors.agreementsRequired'),
      ),
    );
    const { router } = renderWriter();
    const user = await fillLetter('Hello', '');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('All agreements must be accepted');
    await user.click(within(alert).getByRole('link', { name: 'Go to the agreements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.agreements));
  });

  it('sends after a confirmation, then goes back to the letters', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () => ({ id: 60, status: 'in_review' as const })),
    );
    const { router } = renderWriter();
    const user = await fillLetter('Hello', 'All done');
    await user.click(screen.getByRole('button', { name: 'Save and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send letter 2?' });
    expect(dialog).toHaveTextContent('Once sent you can no longer change it');
    await user.click(within(dialog).getByRole('button', { name: 'Send letter 2' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.letters));
    expect(saves(calls).at(-1)!.body).toMatchObject({ subject: 'Hello', send: true });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('says in which language the letter is read, with no language to choose', async () => {
    mockApi(onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()));
    const { unmount } = renderWriter();
    expect(await screen.findByTestId('letter-languages')).toHaveTextContent(
      'You write in English and Ana reads Spanish: your letter is translated before it is delivered, by a coordinator when needed.',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Written in|Translate into/)).not.toBeInTheDocument();
    unmount();
    for (const [theirs, text] of [
      [null, 'You write in English. A coordinator checks which language Ana reads'],
      ['en-US', 'Ana reads English, the language you write in.'],
    ] as const) {
      const overview = makeOverview();
      overview.sponsorships[0]!.languages = { mine: 'en-US', theirs };
      mockApi(onEndpoint(LETTER_ENDPOINTS.overview, () => overview));
      const view = renderWriter();
      expect(await screen.findByTestId('letter-languages')).toHaveTextContent(text);
      view.unmount();
    }
  });

  it('shows the refusal of a deactivated writer in their words, losing nothing typed', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () =>
        errorBody(409, 'LETTER_WRITER_INACTIVE', 'errors.letterWriterInactive'),
      ),
    );
    renderWriter();
    const user = await fillLetter('Hello', 'Keep these words');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You cannot write letters right now. Please contact your coordinator.',
    );
    expect(alert).not.toHaveTextContent('try again');
    expect(screen.getByLabelText(/Message/)).toHaveValue('Keep these words');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({
      message: 'Keep these words',
    });
  });

  it('tells a deactivated sponsor before they type', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () =>
        makeOverview({ mayWrite: false, writeBlock: 'inactive' }),
      ),
    );
    renderWriter();
    expect(await screen.findByTestId('writer-inactive')).toHaveTextContent(
      'You cannot write letters right now. Please contact your coordinator.',
    );
  });

  it('tells a sponsor without the agreements why at once, with the way there, and offers nothing to type', async () => {
    const { calls } = mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () =>
        makeOverview({ mayWrite: false, writeBlock: 'agreements' }),
      ),
    );
    const { router } = renderWriter();
    const notice = await screen.findByTestId('agreements-needed');
    expect(notice).toHaveTextContent('Before writing, accept every agreement of the year.');
    expect(screen.queryByLabelText(/Subject/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Message/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and send' })).not.toBeInTheDocument();
    expect(saves(calls)).toHaveLength(0);
    await userEvent
      .setup({ advanceTimers: advanceFakeClock })
      .click(within(notice).getByRole('link', { name: 'Go to the agreements' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.agreements));
  });

  it('keeps words typed before a refusal of the writer, read-only, and takes no more', async () => {
    mockApi(
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
      onEndpoint(LETTER_ENDPOINTS.create, () =>
        errorBody(409, 'AGREEMENTS_REQUIRED', 'errors.agreementsRequired'),
      ),
    );
    renderWriter();
    const user = await fillLetter('Hello', 'Words to keep');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All agreements must be accepted');
    const message = screen.getByLabelText(/Message/);
    await user.type(message, ' and more');
    expect(message).toHaveValue('Words to keep');
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({
      message: 'Words to keep',
    });
  });

  it("shows a returned letter with the coordinator's note, ready to edit", async () => {
    mockApi(
      // Only this letter: the overview's address would match `letters/:id` too.
      onEndpoint(
        LETTER_ENDPOINTS.get,
        () =>
          makeLetter({
            id: 61,
            status: 'returned',
            canEdit: true,
            returnNote: 'Please remove your phone number.',
            translatedSubject: null,
            translatedMessage: null,
          }),
        { params: { id: 61 } },
      ),
      onEndpoint(LETTER_ENDPOINTS.overview, () => makeOverview()),
    );
    renderWriter('/edrocks/letters/61');
    expect(await screen.findByTestId('return-note')).toHaveTextContent(
      'Please remove your phone number.',
    );
    expect(screen.getByLabelText(/Subject/)).toHaveValue('Hello from Ohio');
  });
});
