// The composer through the real route table, with the API faked at fetch: the audience is
// counted as it is built, a variable goes in at the cursor, the preview shows the exact message
// in a sandboxed frame, and sending asks first, naming the count.
import { EMAIL_ENDPOINTS, EMAIL_ERRORS, type AudienceQuery } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { areaErrorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';
import { listsRoute, makeAudience, makeCampaign, makePreview } from './email-fixtures';

afterEach(() => queryClient.clear());

const LONG = { timeout: 10_000 };

describe('campaign composer', () => {
  it('writes to the sponsors missing letter 2 at a school, previews, and sends after asking', async () => {
    const { calls } = mockApi(
      listsRoute(),
      onEndpoint(EMAIL_ENDPOINTS.audience, () => makeAudience()),
      onEndpoint(EMAIL_ENDPOINTS.preview, () => makePreview()),
      onEndpoint(EMAIL_ENDPOINTS.create, () => ({
        id: 12,
        state: 'draft' as const,
        recipients: 3,
      })),
      onEndpoint(EMAIL_ENDPOINTS.send, () => makeCampaign()),
      onEndpoint(EMAIL_ENDPOINTS.get, () => makeCampaign()),
      onEndpoint(EMAIL_ENDPOINTS.messages, () => ({
        items: [],
        total: 0,
        totalKind: 'exact' as const,
        page: 1,
        pageSize: 50,
        next: null,
        previous: null,
      })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    const { router } = renderApp('/edrocks/email/campaigns/new');
    const part = await screen.findByRole('group', { name: 'Part 1 of the audience' }, FIRST_LOAD);
    // Board members are the super admin's.
    expect(within(part).queryByRole('option', { name: 'Board members' })).not.toBeInTheDocument();
    await user.type(within(part).getByRole('combobox', { name: /Schools/ }), 'San');
    await user.click(await screen.findByRole('option', { name: 'Colegio San José' }));
    await user.selectOptions(within(part).getByRole('combobox', { name: 'Missing letter' }), '2');

    const count = screen.getByTestId('audience-count');
    await waitFor(
      () => expect(count).toHaveTextContent('3 recipients; 1 left out: unsubscribed 1, bouncing 0'),
      LONG,
    );
    await waitFor(
      () =>
        expect(
          (
            calls.filter((call) => call.url.pathname.endsWith('/email/audience')).at(-1)!
              .body as AudienceQuery
          ).audience,
        ).toEqual({ kind: 'sponsors', schoolIds: [3], missingLetter: 2 }),
      LONG,
    );

    // Pasted: typing each key re-draws the whole composer, slow in a test's DOM.
    await user.click(screen.getByLabelText('Subject (English)'));
    await user.paste('Letter 2 is due');
    const body = screen.getByLabelText('Message in Markdown (English)');
    await user.click(body);
    await user.paste('Hello , write soon.');
    // The variables a sponsor audience knows; the cursor goes after "Hello ".
    body.focus();
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);
    expect(screen.queryByRole('button', { name: 'Insert {{village}}' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Insert {{firstName}}' }));
    expect(body).toHaveValue('Hello {{firstName}}, write soon.');

    const preview = screen.getByTestId('preview');
    await user.selectOptions(
      within(preview).getByRole('combobox', { name: 'Recipient' }),
      'john@example.org',
    );
    await user.click(within(preview).getByRole('button', { name: 'Show preview' }));
    expect(await within(preview).findByTestId('preview-subject')).toHaveTextContent(
      'Letter 2 is due, John',
    );
    const frame = within(preview).getByTitle('The message for John Smith');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hello John</p>');
    expect(within(preview).getByTestId('preview-headers')).toHaveTextContent(
      'List-Unsubscribe=One-Click',
    );
    const previewCall = calls.find((call) => call.url.pathname.endsWith('/email/preview'));
    expect(previewCall?.body).toMatchObject({
      recipient: 'john@example.org',
      subject: { 'en-US': 'Letter 2 is due' },
      body: { 'en-US': 'Hello {{firstName}}, write soon.' },
    });

    await user.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this campaign now?' });
    expect(dialog).toHaveTextContent('The message goes to 3 recipients now.');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 3 recipients' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edrocks/email/campaigns/12'));
    const created = calls.find(
      (call) => call.method === 'POST' && call.url.pathname.endsWith('/email/campaigns'),
    );
    expect(created?.body).toEqual({
      audience: { kind: 'sponsors', schoolIds: [3], missingLetter: 2 },
      subject: { 'en-US': 'Letter 2 is due' },
      body: { 'en-US': 'Hello {{firstName}}, write soon.' },
    });
    expect(calls.some((call) => call.url.pathname.endsWith('/campaigns/12/send'))).toBe(true);
  });

  it("shows the server's refusal naming an unknown variable and keeps what was typed", async () => {
    mockApi(
      listsRoute(),
      onEndpoint(EMAIL_ENDPOINTS.audience, () => makeAudience()),
      onEndpoint(EMAIL_ENDPOINTS.create, () =>
        areaErrorBody(EMAIL_ERRORS.UNKNOWN_VARIABLE, { params: { variable: '{{nickname}}' } }),
      ),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/campaigns/new');
    await user.click(await screen.findByLabelText('Subject (English)', {}, FIRST_LOAD));
    await user.paste('Hi');
    await user.click(screen.getByLabelText('Message in Markdown (English)'));
    await user.paste('Dear {{nickname}}');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByTestId('composer-error')).toHaveTextContent(
      'The message uses {{nickname}}, which is not a variable the portal knows.',
    );
    expect(screen.getByLabelText('Message in Markdown (English)')).toHaveValue('Dear {{nickname}}');
  });

  it('reads a pasted list of addresses, a header line left out', async () => {
    const { calls } = mockApi(
      listsRoute(),
      onEndpoint(EMAIL_ENDPOINTS.audience, () => makeAudience()),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/campaigns/new');
    const part = await screen.findByRole('group', { name: 'Part 1 of the audience' }, FIRST_LOAD);
    await user.selectOptions(within(part).getByRole('combobox', { name: 'Who' }), 'list');
    const list = within(part).getByLabelText(/Addresses, one a line/);
    await user.click(list);
    await user.paste(
      'email,firstName,lastName,language\nana@example.org,Ana,Ruiz,es-CO\nbob@example.org',
    );
    expect(within(part).getByText('2 addresses read')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          (
            calls.filter((call) => call.url.pathname.endsWith('/email/audience')).at(-1)?.body as
              AudienceQuery | undefined
          )?.audience,
        ).toEqual({
          kind: 'list',
          recipients: [
            { email: 'ana@example.org', firstName: 'Ana', lastName: 'Ruiz', language: 'es-CO' },
            { email: 'bob@example.org' },
          ],
        }),
      LONG,
    );
  });

  it('reads an uploaded CSV file as a Spanish spreadsheet writes it, its columns by their names', async () => {
    const { calls } = mockApi(
      listsRoute(),
      onEndpoint(EMAIL_ENDPOINTS.audience, () => makeAudience()),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/campaigns/new');
    const part = await screen.findByRole('group', { name: 'Part 1 of the audience' }, FIRST_LOAD);
    await user.selectOptions(within(part).getByRole('combobox', { name: 'Who' }), 'list');
    const csv =
      'Nombre;Apellidos;Correo electrónico;Idioma\r\nLuz;"Gómez; Díaz";luz@example.org;es-CO\r\n';
    const file = new File([csv], 'addresses.csv', { type: 'text/csv' });
    // The test's DOM has no Blob.text(); a browser's reads the file so.
    Object.defineProperty(file, 'text', { value: () => Promise.resolve(csv) });
    await user.upload(within(part).getByTestId('audience-list-file'), file);
    expect(await within(part).findByText('1 address read')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(
          (
            calls.filter((call) => call.url.pathname.endsWith('/email/audience')).at(-1)?.body as
              AudienceQuery | undefined
          )?.audience,
        ).toEqual({
          kind: 'list',
          recipients: [
            {
              email: 'luz@example.org',
              firstName: 'Luz',
              lastName: 'Gómez; Díaz',
              language: 'es-CO',
            },
          ],
        }),
      LONG,
    );
  });
});
