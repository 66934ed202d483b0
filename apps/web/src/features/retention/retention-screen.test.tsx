// The retention screen (super admin), through the real route table with the API faked at
// fetch: each kind's rule with what the next run removes, rules changed in a form dialog (a
// period outside its limits shown under its field, the server's issue too), a refusal shown,
// "Run now" after a confirmation that lists the counts and sends the preview's moment, the past
// runs, the error state, Spanish, and no access for a global admin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fieldMessage,
  RETENTION_ENDPOINTS,
  RETENTION_ERRORS,
  type RetentionOverview,
  type RetentionRun,
} from '@portal/shared';
import { changeLanguage } from '../../lib/i18n';
import { queryClient } from '../../lib/query-client';
import { areaErrorBody, errorBody, mockApi, onEndpoint } from '../../test/api-mock';
import { renderApp, signIn } from '../../test/render-app';
import { FIRST_LOAD } from '../../test/screen-fixtures';

const OVERVIEW: RetentionOverview = {
  asOf: '2026-08-02T12:00:00.000Z',
  nextRunOn: '2026-08-02',
  kinds: [
    {
      kind: 'letterAttachments',
      period: 24,
      unit: 'months',
      enabled: true,
      source: 'default',
      cutoff: '2024-08-02T12:00:00.000Z',
      count: 3,
    },
    {
      kind: 'mailLog',
      period: 12,
      unit: 'months',
      enabled: true,
      source: 'stored',
      cutoff: '2025-08-02T12:00:00.000Z',
      count: 120,
    },
    {
      kind: 'auditEntries',
      period: 60,
      unit: 'months',
      enabled: false,
      source: 'stored',
      cutoff: null,
      count: 0,
    },
    {
      kind: 'unpaidOrders',
      period: 30,
      unit: 'days',
      enabled: true,
      source: 'invalid',
      cutoff: '2026-07-03T12:00:00.000Z',
      count: 0,
    },
    {
      kind: 'pushNotices',
      period: 12,
      unit: 'months',
      enabled: true,
      source: 'default',
      cutoff: '2025-08-02T12:00:00.000Z',
      count: 0,
    },
  ],
};

const RUN: RetentionRun = {
  id: 1,
  startedAt: '2026-08-01T03:00:00.000Z',
  finishedAt: '2026-08-01T03:00:01.000Z',
  trigger: 'daily',
  actor: { id: null, name: null },
  cutoffs: {},
  removed: { mailLog: 7 },
  filesRemoved: 0,
};

afterEach(() => queryClient.clear());

describe('the retention screen', () => {
  it('shows each rule with what the next run removes, and saves the rules', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(RETENTION_ENDPOINTS.overview, () => OVERVIEW),
      onEndpoint(RETENTION_ENDPOINTS.runs, () => ({ items: [RUN] })),
      onEndpoint(RETENTION_ENDPOINTS.saveRules, () => OVERVIEW),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/retention');
    const rules = await screen.findByRole('table', { name: 'Retention rules' }, FIRST_LOAD);
    const mail = within(rules).getByRole('row', { name: /E-mail log/ });
    expect(within(mail).getByText('120')).toBeVisible();
    expect(within(mail).getByText('12 months')).toBeVisible();
    expect(within(rules).getByText('Stored rule unreadable: default applies')).toBeVisible();
    expect(within(rules).getAllByText('Off')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Change the rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the retention rules' });
    const period = within(dialog).getByRole('spinbutton', {
      name: 'E-mail log (messages already sent or ended): Keep for (months)',
    });
    await user.clear(period);
    await user.type(period, '6');
    await user.click(within(dialog).getByRole('switch', { name: 'Audit log entries: Apply' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Retention rules saved.')).toBeVisible();
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      rules: Array<{ kind: string; period: number; enabled: boolean }>;
    };
    expect(body.rules).toContainEqual({ kind: 'mailLog', period: 6, enabled: true });
    expect(body.rules).toContainEqual({ kind: 'auditEntries', period: 60, enabled: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const runs = await screen.findByRole('table', { name: 'Past retention runs' });
    expect(within(runs).getByText('E-mail log (messages already sent or ended): 7')).toBeVisible();
  });

  it('shows a period outside its limits under the field, and the server’s too', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(RETENTION_ENDPOINTS.overview, () => OVERVIEW),
      onEndpoint(RETENTION_ENDPOINTS.runs, () => ({ items: [] })),
      onEndpoint(RETENTION_ENDPOINTS.saveRules, () =>
        errorBody(400, 'VALIDATION', 'errors.validation', {
          issues: [
            { path: 'rules.0.period', message: fieldMessage('validation.maxValue', { num: 99 }) },
          ],
        }),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/retention');
    await user.click(await screen.findByRole('button', { name: 'Change the rules' }, FIRST_LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Change the retention rules' });
    const audit = within(dialog).getByRole('spinbutton', {
      name: 'Audit log entries: Keep for (months)',
    });
    await user.clear(audit);
    await user.type(audit, '2');
    await user.tab();
    expect(await within(dialog).findByText(/12/, { selector: 'p.Mui-error' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(audit);
    await user.type(audit, '24');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const attachments = within(dialog).getByRole('spinbutton', {
      name: 'Letter attachments of alumni: Keep for (months)',
    });
    await waitFor(() => expect(attachments).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(/99/, { selector: 'p.Mui-error' })).toBeVisible();
    // Nothing typed is lost, and the dialog stays open.
    expect(audit).toHaveValue(24);
  });

  it('runs now after a confirmation that lists the counts, with the preview’s moment', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi(
      onEndpoint(RETENTION_ENDPOINTS.overview, () => OVERVIEW),
      onEndpoint(RETENTION_ENDPOINTS.runs, () => ({ items: [] })),
      onEndpoint(RETENTION_ENDPOINTS.run, () => ({
        ...RUN,
        trigger: 'manual' as const,
        removed: { letterAttachments: 3, mailLog: 120 },
      })),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/retention');
    expect(await screen.findByText('Retention has not run yet.', {}, FIRST_LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Run now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove old records now?' });
    expect(within(dialog).getByText('Letter attachments of alumni: 3')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove 123 records' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ asOf: OVERVIEW.asOf });
    expect(await screen.findByText('Retention ran: 123 records removed.')).toBeVisible();
  });

  it('shows the server’s refusal of a run', async () => {
    const user = userEvent.setup();
    mockApi(
      onEndpoint(RETENTION_ENDPOINTS.overview, () => OVERVIEW),
      onEndpoint(RETENTION_ENDPOINTS.runs, () => ({ items: [] })),
      onEndpoint(RETENTION_ENDPOINTS.run, () =>
        areaErrorBody(RETENTION_ERRORS.RETENTION_PREVIEW_STALE),
      ),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/retention');
    await user.click(await screen.findByRole('button', { name: 'Run now' }, FIRST_LOAD));
    await user.click(await screen.findByRole('button', { name: 'Remove 123 records' }));
    expect(await screen.findByText(/This preview is out of date/)).toBeVisible();
  });

  it('offers Try again when the rules cannot be read', async () => {
    mockApi(
      onEndpoint(RETENTION_ENDPOINTS.overview, () => errorBody(500, 'INTERNAL', 'errors.internal')),
    );
    signIn({ role: 'SUPER_ADMIN' });
    renderApp('/edrocks/retention');
    expect(await screen.findByRole('button', { name: 'Try again' }, FIRST_LOAD)).toBeVisible();
  });

  it('reads in Spanish', async () => {
    mockApi(
      onEndpoint(RETENTION_ENDPOINTS.overview, () => OVERVIEW),
      onEndpoint(RETENTION_ENDPOINTS.runs, () => ({ items: [] })),
    );
    signIn({ role: 'SUPER_ADMIN' });
    await changeLanguage('es-CO', { remember: false });
    renderApp('/edrocks/retention');
    expect(
      await screen.findByRole('table', { name: 'Reglas de retención' }, FIRST_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Adjuntos de cartas de exalumnos')).toBeVisible();
    await changeLanguage('en-US', { remember: false });
  });

  it('is not open to a global admin', async () => {
    signIn({ role: 'GLOBAL_ADMIN' });
    renderApp('/edrocks/retention');
    expect(
      await screen.findByText('You do not have access to this page', { exact: false }, FIRST_LOAD),
    ).toBeVisible();
  });
});
