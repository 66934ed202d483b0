// Someone without an account, by e-mail (super admin), through the real route table with the API
// faked at fetch: reached from the data requests; nothing asked before an e-mail is typed; the
// preview with the names seen and what goes, what is kept and why; their data downloaded with the
// e-mail in the body, never in the address; the erasure only after the typed word; the server's
// words when it refuses (an account's e-mail, nothing found), in Spanish too; closed to others.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DATA_REQUEST_ENDPOINTS,
  PERSON_ERASE_ENDPOINTS,
  PERSON_ERASE_ERRORS,
  PERSON_EXPORT_ENDPOINTS,
  type PersonEraseByEmailResult,
} from '@portal/shared';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { areaErrorBody, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../test/screen-fixtures';

const EMAIL = 'petronila@example.org';

const PREVIEW: PersonEraseByEmailResult = {
  dryRun: true,
  person: {
    userId: null,
    role: '',
    name: 'Petronila Ruiz',
    email: EMAIL,
    sponsorId: null,
    studentId: null,
  },
  items: [
    { kind: 'sponsorsOfParents', outcome: 'kept', count: 1 },
    { kind: 'parents', outcome: 'deleted', count: 1 },
    { kind: 'agreementSignatures', outcome: 'replaced', count: 2 },
    { kind: 'donationsGiven', outcome: 'replaced', count: 1 },
    { kind: 'signInCounters', outcome: 'deleted', count: 1 },
  ],
  names: ['Petronila Ruiz', 'Petro Ruiz'],
};

const bodyOf = (call: { body: unknown }) => call.body as { email: string; dryRun?: boolean };

let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  queryClient.clear();
  await changeLanguage('en-US');
});

async function lookUp(email: string, label = 'E-mail', button = 'Look up') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: label }, FIRST_LOAD), email);
  await user.click(screen.getByRole('button', { name: button }));
  return user;
}

describe('someone without an account, by e-mail', () => {
  it('is reached from the data requests, and asks nothing before an e-mail is typed', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(DATA_REQUEST_ENDPOINTS.list, () => ({ ...pageOf([]), overdue: 0 })),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/data-requests');
    await user.click(
      await screen.findByRole(
        'link',
        { name: 'Someone without an account (by e-mail)' },
        FIRST_LOAD,
      ),
    );
    expect(await screen.findByText(/Type an e-mail and look it up/, {}, FIRST_LOAD)).toBeVisible();
    expect(screen.getByTestId('screen-title')).toHaveTextContent('Someone without an account');
    expect(calls.map((call) => call.url.pathname)).not.toContain(
      PERSON_ERASE_ENDPOINTS.eraseByEmail.path,
    );
  });

  it('previews, downloads with the e-mail in the body, and erases only after the typed word', async () => {
    const { calls } = mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.eraseByEmail, ({ body }) =>
        (body as { dryRun: boolean }).dryRun ? PREVIEW : { ...PREVIEW, dryRun: false, names: [] },
      ),
      onEndpoint(
        PERSON_EXPORT_ENDPOINTS.byEmail,
        () =>
          new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
            headers: {
              'Content-Type': 'application/zip',
              'Content-Disposition': 'attachment; filename="petronila-ruiz-data-2026-12-05.zip"',
            },
          }),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/people/by-email');
    const user = await lookUp(`  ${EMAIL} `);
    const table = await screen.findByRole('table', { name: 'What erasing this person does' });
    expect(within(table).getAllByTestId('erase-item')).toHaveLength(5);
    expect(within(table).getByText(/the parent's signatures keep counting/)).toBeVisible();
    expect(within(table).getByText(/Counters of sign-in/)).toBeVisible();
    expect(
      screen.getByText('Names seen with this e-mail: Petronila Ruiz, Petro Ruiz.'),
    ).toBeVisible();
    expect(bodyOf(calls[0]!)).toEqual({ email: EMAIL, dryRun: true });

    await user.click(screen.getByRole('button', { name: 'Download their data' }));
    await waitFor(() => expect(saved).toEqual(['petronila-ruiz-data-2026-12-05.zip']));
    const download = calls.find(
      (call) => call.url.pathname === PERSON_EXPORT_ENDPOINTS.byEmail.path,
    );
    expect(download?.method).toBe('POST');
    expect(download?.url.search).toBe('');
    expect(bodyOf(download!)).toEqual({ email: EMAIL });

    await user.click(screen.getByRole('button', { name: 'Erase everything under this e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: `Erase ${EMAIL}?` });
    expect(dialog).toHaveTextContent(/Gifts, ticket orders and signed agreements stay/);
    const confirm = within(dialog).getByRole('button', { name: 'Erase for good' });
    await user.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERAS');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'E');
    await user.click(confirm);
    expect(await screen.findByText(`Everything under ${EMAIL} was erased.`)).toBeVisible();
    expect(calls.some((call) => bodyOf(call).dryRun === false)).toBe(true);
    expect(await screen.findByText(/Type an e-mail and look it up/)).toBeVisible();
  });

  it("shows the server's words for an account's e-mail, in Spanish", async () => {
    await changeLanguage('es-CO');
    mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.eraseByEmail, () =>
        areaErrorBody(PERSON_ERASE_ERRORS.HAS_ACCOUNT, {
          language: 'es-CO',
          params: { userId: 41 },
        }),
      ),
    );
    signIn({ role: 'SUPER_ADMIN', language: 'es-CO' });
    renderApp('/edrocks/people/by-email');
    await lookUp('aurelio@example.org', 'Correo', 'Buscar');
    expect(
      await screen.findByText(/Este correo pertenece a una cuenta \(usuario 41\)/),
    ).toBeVisible();
  });

  it('says when the portal holds nothing under the e-mail', async () => {
    mockApi(
      onEndpoint(PERSON_ERASE_ENDPOINTS.eraseByEmail, () =>
        areaErrorBody(PERSON_ERASE_ERRORS.NOTHING_FOR_EMAIL),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/people/by-email');
    await lookUp('nobody@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The portal holds nothing under this e-mail',
    );
  });

  it('is not open to a global admin, nor linked for them', async () => {
    mockApi(onEndpoint(DATA_REQUEST_ENDPOINTS.list, () => ({ ...pageOf([]), overdue: 0 })));
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/data-requests');
    await screen.findByText(/No data requests yet/, {}, FIRST_LOAD);
    expect(screen.queryByRole('link', { name: /without an account/ })).not.toBeInTheDocument();
    queryClient.clear();
    renderApp('/edrocks/people/by-email');
    expect(
      await screen.findByText('You do not have access to this page', { exact: false }, FIRST_LOAD),
    ).toBeVisible();
  });
});
