// The public unsubscribe page: opening it changes nothing (link scanners open links), it reads
// in the person's language, the one button unsubscribes and the page confirms; an unknown link
// says so.
import { EMAIL_ENDPOINTS, EMAIL_ERRORS } from '@portal/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../../lib/i18n';
import { areaErrorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { FIRST_LOAD } from '../../../test/screen-fixtures';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

afterEach(async () => {
  localStorage.clear();
  await changeLanguage('en-US', { remember: false });
});

describe('the unsubscribe page', () => {
  it("opens in the person's language without unsubscribing, then unsubscribes on the button", async () => {
    const { calls } = mockApi(
      onEndpoint(EMAIL_ENDPOINTS.unsubscribeState, () => ({
        address: 'm***@example.org',
        language: 'es-CO' as const,
        unsubscribed: false,
      })),
      onEndpoint(EMAIL_ENDPOINTS.unsubscribe, () => ({
        address: 'm***@example.org',
        language: 'es-CO' as const,
        unsubscribed: true,
      })),
    );
    localStorage.clear();
    const user = userEvent.setup();
    renderApp(`/edrocks/unsubscribe/${TOKEN}`);
    await waitFor(() => expect(i18n.language).toBe('es-CO'), FIRST_LOAD);
    expect(
      await screen.findByText(
        '¿Dejar de recibir en m***@example.org los correos de campañas del programa?',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancelar suscripción' }));
    expect(await screen.findByTestId('unsubscribe-state')).toHaveTextContent(
      'Se canceló la suscripción de m***@example.org.',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.at(-1)?.headers.authorization).toBeUndefined();
  });

  it('says an unknown link is not valid', async () => {
    mockApi(
      onEndpoint(EMAIL_ENDPOINTS.unsubscribeState, () =>
        areaErrorBody(EMAIL_ERRORS.UNSUBSCRIBE_LINK_INVALID),
      ),
    );
    localStorage.setItem('portal.language', 'en-US');
    renderApp(`/edrocks/unsubscribe/${TOKEN}`);
    expect(await screen.findByTestId('unsubscribe-state', {}, FIRST_LOAD)).toHaveTextContent(
      'This unsubscribe link is not valid.',
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });
});
