// A campaign's page through the real route table, with the API faked at fetch: the progress
// reads again every 2 s while the campaign sends and stops once it is finished; the throttling
// notice; Cancel asks first; the per-recipient log shows each message.
import { EMAIL_ENDPOINTS, EMAIL_PATHS } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { queryClient } from '../../../lib/query-client';
import { mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp, signIn } from '../../../test/render-app';
import { FIRST_LOAD, pageOf } from '../../../test/screen-fixtures';
import { listsRoute, makeCampaign, makeDelivery } from './email-fixtures';

afterEach(async () => {
  queryClient.clear();
  await changeLanguage('en-US');
});

const MESSAGES = [
  makeDelivery(),
  makeDelivery({
    id: 502,
    to: 'john@example.org',
    name: 'John Smith',
    language: 'en-US',
    status: 'bounced',
    attempts: 1,
    error: '550 5.1.1 Mailbox unknown',
    smtpResponse: null,
    sentAt: null,
  }),
  makeDelivery({
    id: 503,
    to: 'luis@example.org',
    name: 'Luis Pérez',
    status: 'skipped',
    attempts: 0,
    error: 'unsubscribed',
    smtpResponse: null,
    messageId: null,
    sentAt: null,
  }),
];

describe('campaign page', () => {
  it('follows the progress while sending, stops once finished, and lists each recipient', async () => {
    let reads = 0;
    // The server says "finished" once the test has seen the campaign sending; María's message
    // is sent only once the campaign said so (the log's last reading came before).
    let isFinished = false;
    let hasSaidFinished = false;
    const { calls } = mockApi(
      listsRoute(),
      onEndpoint(EMAIL_ENDPOINTS.get, () => {
        reads += 1;
        if (!isFinished) return makeCampaign();
        hasSaidFinished = true;
        return makeCampaign({
          state: 'finished',
          counts: { queued: 0, sent: 1, failed: 1, bounced: 1, skipped: 1, cancelled: 0 },
          finishedAt: '2026-11-20T15:02:00.000Z',
        });
      }),
      onEndpoint(EMAIL_ENDPOINTS.messages, () =>
        pageOf(
          hasSaidFinished
            ? MESSAGES
            : [
                makeDelivery({ status: 'pending', smtpResponse: null, sentAt: null }),
                ...MESSAGES.slice(1),
              ],
        ),
      ),
    );
    signIn({ role: 'ADMIN' });
    renderApp('/edrocks/email/campaigns/12');
    const progress = await screen.findByRole('progressbar', {}, FIRST_LOAD);
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByTestId('campaign-progress-words')).toHaveTextContent('1 of 3 messages done');
    await waitFor(() =>
      expect(screen.getByTestId('field-audience')).toHaveTextContent(
        'Sponsors: Colegio San José; Missing letter: Letter 2',
      ),
    );
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const readsWhileSending = reads;
    await waitFor(() => expect(reads).toBeGreaterThan(readsWhileSending), { timeout: 5000 });
    isFinished = true;

    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '100'), {
      timeout: 10_000,
    });
    expect(screen.getByTestId('campaign-state')).toHaveTextContent('Finished');
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    const readsWhenFinished = reads;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toBe(readsWhenFinished);

    const table = screen.getByRole('table', { name: 'Messages of this campaign' });
    const maria = await within(table).findByRole('row', { name: /maria@example.org/ });
    expect(maria).toHaveTextContent('María Gómez');
    await waitFor(() => expect(maria).toHaveTextContent('Sent'));
    expect(maria).toHaveTextContent('250 OK: queued as 9F2A');
    expect(maria).toHaveTextContent('<c12.501@portal.example.org>');
    const john = within(table).getByRole('row', { name: /john@example.org/ });
    expect(john).toHaveTextContent('Bounced');
    expect(john).toHaveTextContent('550 5.1.1 Mailbox unknown');
    expect(screen.getByTestId('count-failed')).toHaveTextContent('Failed1');
    expect(screen.getByTestId('count-bounced')).toHaveTextContent('Of them, bounced1');
    expect(within(table).getByRole('row', { name: /luis@example.org/ })).toHaveTextContent(
      'unsubscribed',
    );
    expect(
      calls.some((call) => call.url.pathname === EMAIL_PATHS.campaignMessages.replace(':id', '12')),
    ).toBe(true);
  });

  it('says when the server throttles, and cancels only after asking (in Spanish)', async () => {
    const throttled = makeCampaign({
      retrying: {
        count: 2,
        lastError: '421 4.7.0 Try again later',
        nextAttemptAt: '2026-11-20T15:30:00.000Z',
      },
    });
    const { calls } = mockApi(
      listsRoute(),
      onEndpoint(EMAIL_ENDPOINTS.get, () => throttled),
      onEndpoint(EMAIL_ENDPOINTS.cancel, () =>
        makeCampaign({
          state: 'cancelled',
          counts: { queued: 0, sent: 1, failed: 0, bounced: 0, skipped: 0, cancelled: 2 },
        }),
      ),
      onEndpoint(EMAIL_ENDPOINTS.messages, () => pageOf(MESSAGES)),
    );
    signIn({ role: 'ADMIN', language: 'es-CO' });
    await changeLanguage('es-CO');
    const user = userEvent.setup();
    renderApp('/edrocks/email/campaigns/12');
    const notice = await screen.findByTestId('campaign-retrying', {}, FIRST_LOAD);
    const time = new Intl.DateTimeFormat('es-CO', { timeStyle: 'short' }).format(
      new Date('2026-11-20T15:30:00.000Z'),
    );
    expect(notice).toHaveTextContent(
      `El servidor de correo nos pide ir más despacio: 2 mensajes se intentarán de nuevo a las ${time}`,
    );
    expect(notice).toHaveTextContent('421 4.7.0 Try again later');

    await user.click(screen.getByRole('button', { name: 'Cancelar campaña' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta campaña?' });
    expect(dialog).toHaveTextContent('2 mensajes aún no enviados no saldrán nunca.');
    expect(calls.some((call) => call.url.pathname.endsWith('/cancel'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar campaña' }));
    await waitFor(() =>
      expect(screen.getByTestId('campaign-state')).toHaveTextContent('Cancelada'),
    );
    expect(calls.filter((call) => call.url.pathname.endsWith('/cancel'))).toHaveLength(1);
  });
});
