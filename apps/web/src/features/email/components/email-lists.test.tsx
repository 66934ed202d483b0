// The delivery log, the left-out addresses, the templates and the board through the real route
// table, with the API faked at fetch.
import { EMAIL_ENDPOINTS, EMAIL_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';
import { makeDelivery } from './email-fixtures';

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en-US', { remember: false });
});

describe('delivery log', () => {
  it("shows transactional mail beside campaigns' and finds one person's messages", async () => {
    const { calls } = mockApi(
      onEndpoint(EMAIL_ENDPOINTS.deliveries, () =>
        pageOf([
          makeDelivery(),
          makeDelivery({
            id: 9,
            kind: 'parentAgreement',
            campaignId: null,
            to: 'parent@example.org',
            name: null,
            subject: 'Please sign the agreement',
            status: 'pending',
            attempts: 2,
            error: 'connect ECONNREFUSED',
            smtpResponse: null,
            sentAt: null,
          }),
        ]),
      ),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/log');
    const table = await screen.findByRole('table', { name: 'Delivery log' }, FIRST_LOAD);
    const parent = await within(table).findByRole('row', { name: /parent@example.org/ });
    expect(parent).toHaveTextContent('Parent agreement');
    expect(parent).toHaveTextContent('Queued');
    expect(parent).toHaveTextContent('connect ECONNREFUSED');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Exact address'), 'parent@example.org{Enter}');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === EMAIL_PATHS.deliveries)
          .at(-1)!
          .url.searchParams.get('address'),
      ).toBe('parent@example.org'),
    );
  });
});

describe('a bounced message', () => {
  const bounced = makeDelivery({
    id: 12,
    to: 'no-such-mailbox@example.org',
    status: 'bounced',
    error: '550 5.1.1 Mailbox unavailable',
    smtpResponse: null,
    sentAt: null,
  });

  it.each([
    { language: 'en-US' as const, table: 'Delivery log', status: 'Status', word: 'Bounced' },
    { language: 'es-CO' as const, table: 'Registro de envíos', status: 'Estado', word: 'Rebotado' },
  ])('shows it and filters by it in $language', async ({ language, table, status, word }) => {
    const { calls } = mockApi(onEndpoint(EMAIL_ENDPOINTS.deliveries, () => pageOf([bounced])));
    await changeLanguage(language, { remember: false });
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/log');
    const log = await screen.findByRole('table', { name: table }, FIRST_LOAD);
    const row = await within(log).findByRole('row', { name: /no-such-mailbox@example.org/ });
    expect(row).toHaveTextContent(word);
    expect(row).toHaveTextContent('550 5.1.1 Mailbox unavailable');
    const filter = screen.getByRole('combobox', { name: status });
    expect(within(filter).getByRole('option', { name: word })).toHaveValue('bounced');
    await user.selectOptions(filter, 'bounced');
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.url.pathname === EMAIL_PATHS.deliveries)
          .at(-1)!
          .url.searchParams.get('status'),
      ).toBe('bounced'),
    );
  });
});

describe('addresses', () => {
  it('clears a bouncing mark after asking', async () => {
    const { calls } = mockApi(
      onEndpoint(EMAIL_ENDPOINTS.addresses, () =>
        pageOf([
          {
            email: 'old@example.org',
            mark: 'bouncing' as const,
            unsubscribedAt: null,
            bounces: 3,
            bouncingSince: '2026-11-01T10:00:00.000Z',
            lastError: '550 5.1.1 User unknown',
          },
          {
            email: 'gone@example.org',
            mark: 'unsubscribed' as const,
            unsubscribedAt: '2026-11-02T10:00:00.000Z',
            bounces: 0,
            bouncingSince: null,
            lastError: null,
          },
        ]),
      ),
      onEndpoint(EMAIL_ENDPOINTS.clearBounce, () => ({
        email: 'old@example.org',
        mark: null,
        unsubscribedAt: null,
        bounces: 0,
        bouncingSince: null,
        lastError: null,
      })),
    );
    signIn({ role: 'ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/addresses');
    const table = await screen.findByRole(
      'table',
      { name: 'Addresses left out of campaigns' },
      FIRST_LOAD,
    );
    const gone = await within(table).findByRole('row', { name: /gone@example.org/ });
    expect(within(gone).queryByRole('button')).not.toBeInTheDocument();
    await user.click(
      within(table).getByRole('button', { name: 'Clear the bouncing mark of old@example.org' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Clear the bouncing mark?' });
    expect(dialog).toHaveTextContent('Later campaigns will try old@example.org again.');
    await user.click(within(dialog).getByRole('button', { name: 'Clear bouncing mark' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        email: 'old@example.org',
      }),
    );
  });
});

describe('templates', () => {
  it('lists, adds and deletes (after asking) saved templates', async () => {
    const { calls } = mockApi(
      onEndpoint(EMAIL_ENDPOINTS.templates, () => ({
        items: [
          {
            id: 4,
            name: 'Letter reminder',
            subject: { 'en-US': 'Your letter', 'es-CO': 'Su carta' },
            body: { 'en-US': 'Hi', 'es-CO': 'Hola' },
            updatedAt: '2026-11-01T10:00:00.000Z',
          },
        ],
      })),
      onEndpoint(EMAIL_ENDPOINTS.createTemplate, () => ({
        id: 5,
        name: 'Welcome',
        subject: { 'en-US': 'Welcome' },
        body: { 'en-US': 'Hello' },
        updatedAt: '2026-11-02T10:00:00.000Z',
      })),
      onEndpoint(EMAIL_ENDPOINTS.removeTemplate, () => undefined),
    );
    signIn({ role: 'GLOBAL_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/templates');
    const table = await screen.findByRole('table', { name: 'Saved templates' }, FIRST_LOAD);
    expect(within(table).getByRole('row', { name: /Letter reminder/ })).toHaveTextContent(
      'English, Spanish',
    );

    await user.click(screen.getByRole('button', { name: 'New template' }));
    const form = await screen.findByRole('dialog', { name: 'New template' });
    await user.type(within(form).getByLabelText(/^Name/), 'Welcome');
    await user.type(within(form).getByLabelText('Subject (English)'), 'Welcome');
    await user.type(within(form).getByLabelText('Message in Markdown (English)'), 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'Welcome',
        subject: { 'en-US': 'Welcome' },
        body: { 'en-US': 'Hello' },
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Letter reminder' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this template?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete template' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });
});

describe('board', () => {
  it('is the super admin only: members, the report settings and sending it now', async () => {
    const { calls } = mockApi(
      onEndpoint(EMAIL_ENDPOINTS.boardMembers, () => ({
        items: [
          {
            id: 1,
            firstName: 'Rosa',
            lastName: 'Mejía',
            email: 'rosa@example.org',
            language: 'es-CO' as const,
          },
        ],
      })),
      onEndpoint(EMAIL_ENDPOINTS.boardReport, () => ({
        enabled: true,
        dayOfMonth: 5,
        lastSentMonth: '2026-11',
        lastCampaignId: 40,
        nextRunAt: '2026-12-05T13:00:00.000Z',
        members: 1,
      })),
      onEndpoint(EMAIL_ENDPOINTS.sendBoardReport, () => ({ campaignId: 41 })),
    );
    signIn({ role: 'SUPER_ADMIN' });
    const user = userEvent.setup();
    renderApp('/edrocks/email/board');
    const members = await screen.findByRole('table', { name: 'Board members' }, FIRST_LOAD);
    expect(within(members).getByRole('row', { name: /Rosa Mejía/ })).toHaveTextContent('Spanish');
    expect(screen.getByLabelText('Day of the month (1-28)')).toHaveValue(5);
    await user.click(screen.getByRole('button', { name: 'Send the report now' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send the programme report now?' });
    expect(confirm).toHaveTextContent('The report goes now to 1 board member, in their language.');
    await user.click(within(confirm).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === EMAIL_PATHS.boardReportSend)).toBe(true),
    );
  });

  it('is refused to an admin before anything loads', async () => {
    const { calls } = mockApi();
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/email/board');
    expect(await screen.findByTestId('no-access', {}, FIRST_LOAD)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.startsWith('/edrocks/api/email'))).toEqual([]);
  });
});
