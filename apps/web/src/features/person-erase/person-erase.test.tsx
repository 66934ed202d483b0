// The erasure screen (super admin), through the real route table with the API faked at fetch:
// the preview with what goes and what is kept and why, the typed confirmation that alone lets
// the button erase, the erasure's request and notice, a refusal in the server's words, Spanish,
// a student's and a sponsor's record erased through their own addresses, the sponsor's page
// offering it only to the super admin, and the screen closed to other roles.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PERSON_ERASE_ENDPOINTS,
  PERSON_ERASE_ERRORS,
  SPONSOR_ENDPOINTS,
  type PersonEraseResult,
} from '@portal/shared';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { areaErrorBody, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';
import { FIRST_LOAD, sponsorWithoutAccount } from '../../test/screen-fixtures';

const PREVIEW: PersonEraseResult = {
  dryRun: true,
  person: {
    userId: 41,
    role: 'SPONSOR',
    name: 'Aurelio Montoya',
    email: 'aurelio@example.org',
    sponsorId: 7,
    studentId: null,
  },
  items: [
    { kind: 'account', outcome: 'replaced', count: 1 },
    { kind: 'files', outcome: 'deleted', count: 2 },
    { kind: 'letters', outcome: 'kept', count: 3 },
    { kind: 'donationsReceived', outcome: 'kept', count: 4 },
  ],
};

/** A sponsor a coordinator added: no account, so no user page to erase them from. */
const SPONSOR_WITHOUT_ACCOUNT = sponsorWithoutAccount({
  firstName: 'Aurelio',
  lastName: 'Montoya',
  fullName: 'Aurelio Montoya',
  email: 'aurelio@example.org',
});

const SPONSOR_PREVIEW: PersonEraseResult = {
  ...PREVIEW,
  person: { ...PREVIEW.person, userId: null, sponsorId: 8 },
  items: PREVIEW.items.filter((item) => item.kind !== 'account'),
};

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en-US');
});

describe('erasing a person', () => {
  it('shows the preview, and erases only after the typed word', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.erase, ({ body }) =>
        (body as { dryRun: boolean }).dryRun ? PREVIEW : { ...PREVIEW, dryRun: false },
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/people/41/erase');
    const table = await screen.findByRole(
      'table',
      { name: 'What erasing this person does' },
      FIRST_LOAD,
    );
    expect(screen.getByText(/Erasing Aurelio Montoya \(aurelio@example.org\)/)).toBeVisible();
    expect(within(table).getAllByTestId('erase-item')).toHaveLength(4);
    expect(within(table).getByText(/Letters: kept for the other party/)).toBeVisible();
    expect(within(table).getByText(/Photos, letter attachments/)).toBeVisible();
    expect(calls.every((call) => (call.body as { dryRun: boolean }).dryRun)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Aurelio Montoya?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase for good' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'eras');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'e');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('The person was erased.')).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => (call.body as { dryRun: boolean }).dryRun === false)).toBe(true),
    );
  });

  it('shows the server’s words when it refuses, in Spanish', async () => {
    const user = userEvent.setup();
    await changeLanguage('es-CO');
    mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.erase, ({ body }) =>
        (body as { dryRun: boolean }).dryRun
          ? PREVIEW
          : areaErrorBody(PERSON_ERASE_ERRORS.ALREADY_ERASED, { language: 'es-CO' }),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/people/41/erase');
    await screen.findByRole('table', { name: 'Lo que hace borrar a esta persona' }, FIRST_LOAD);
    await user.click(screen.getByRole('button', { name: 'Borrar a esta persona' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Escriba BORRAR para confirmar'), 'BORRAR');
    await user.click(within(dialog).getByRole('button', { name: 'Borrar para siempre' }));
    expect(await screen.findByText('Esta persona ya fue borrada.')).toBeVisible();
  });

  it('previews a student record (one without an account) through the student’s address', async () => {
    const { calls } = mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.eraseStudent, () => ({
        ...PREVIEW,
        person: {
          ...PREVIEW.person,
          userId: null,
          studentId: 12,
          name: 'Casimira Ruiz',
          email: '',
        },
      })),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/students/12/erase');
    await screen.findByRole('table', { name: 'What erasing this person does' }, FIRST_LOAD);
    expect(screen.getByText(/Erasing Casimira Ruiz/)).toBeVisible();
    expect(calls.map((call) => call.url.pathname)).toContain('/edrocks/api/students/12/erase');
  });

  it('previews and erases a sponsor record (one without an account) through the sponsor’s address', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.eraseSponsor, ({ body }) =>
        (body as { dryRun: boolean }).dryRun
          ? SPONSOR_PREVIEW
          : { ...SPONSOR_PREVIEW, dryRun: false },
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const { router } = renderApp('/edrocks/sponsors/8/erase');
    const table = await screen.findByRole(
      'table',
      { name: 'What erasing this person does' },
      FIRST_LOAD,
    );
    expect(screen.getByText(/Erasing Aurelio Montoya/)).toBeVisible();
    expect(within(table).getAllByTestId('erase-item')).toHaveLength(3);
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['POST', '/edrocks/api/sponsors/8/erase', { dryRun: true }],
    ]);

    await user.click(screen.getByRole('button', { name: 'Erase this person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Aurelio Montoya?' });
    await user.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERASE');
    await user.click(within(dialog).getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('The person was erased.')).toBeVisible();
    // Opened first, with no way back: to the sponsors list, not the users'.
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/sponsors'));
    expect(calls.map((call) => [call.url.pathname, call.body])).toContainEqual([
      '/edrocks/api/sponsors/8/erase',
      { dryRun: false },
    ]);
  });

  it('offers the super admin the erasure of a sponsor without an account, from their page', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(SPONSOR_ENDPOINTS.get, () => SPONSOR_WITHOUT_ACCOUNT, { params: { id: 8 } }),
      onEndpoint(PERSON_ERASE_ENDPOINTS.eraseSponsor, () => SPONSOR_PREVIEW),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const { router } = renderApp('/edrocks/sponsors/8/details');
    expect(await screen.findByTestId('sponsor-name', {}, FIRST_LOAD)).toHaveTextContent(
      'Aurelio Montoya',
    );
    await user.click(screen.getByRole('link', { name: 'Erase this person' }));
    await screen.findByRole('table', { name: 'What erasing this person does' }, FIRST_LOAD);
    expect(router.state.location.pathname).toBe('/edrocks/sponsors/8/erase');
    expect(calls.some((call) => call.url.pathname === '/edrocks/api/sponsors/8/erase')).toBe(true);
  });

  for (const role of ['GLOBAL_ADMIN', 'ADMIN'] as const) {
    it(`does not offer a ${role} the erasure of a sponsor`, async () => {
      mockApi(
        onEndpoint(SPONSOR_ENDPOINTS.get, () => SPONSOR_WITHOUT_ACCOUNT, { params: { id: 8 } }),
      );
      signIn({ role });
      renderApp('/edrocks/sponsors/8/details');
      expect(await screen.findByTestId('sponsor-name', {}, FIRST_LOAD)).toHaveTextContent(
        'Aurelio Montoya',
      );
      expect(screen.queryByRole('link', { name: 'Erase this person' })).toBeNull();
    });
  }

  it('is not open to a global admin', async () => {
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/people/41/erase');
    expect(
      await screen.findByText('You do not have access to this page', { exact: false }, FIRST_LOAD),
    ).toBeVisible();
  });
});
