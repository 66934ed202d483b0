import { PAYMENT_ENDPOINTS, type TestCheckout } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { errorBody, mockApi, onEndpoint } from '../../../test/api-mock';
import { renderApp } from '../../../test/render-app';
import { leaveFor } from '../api/redirect';

// The page leaves for the answered address with a full navigation, which jsdom cannot do.
vi.mock('../api/redirect', () => ({ leaveFor: vi.fn() }));

const SESSION = 'cs_test_AbCdEfGhIjKlMnOpQrStUvWx';
const SUCCESS = 'http://portal.test/donations/donate?donation=7&result=paid';
const CANCEL = 'http://portal.test/donations/donate?donation=7&result=cancelled';

const checkout: TestCheckout = {
  description: 'Gift to the programme',
  amountCents: 2500,
  currency: 'USD',
  expiresAt: '2026-09-01T15:15:00Z',
  testMode: true,
};

beforeEach(() => {
  vi.mocked(leaveFor).mockReset();
});

describe('the test checkout page', () => {
  it('says no money moves, shows what is paid, and Pay leaves for the success page', async () => {
    await changeLanguage('en-US');
    let release: () => void = () => undefined;
    const { calls } = mockApi(
      onEndpoint(PAYMENT_ENDPOINTS.testCheckout, () => checkout, {
        params: { sessionId: SESSION },
      }),
      onEndpoint(
        PAYMENT_ENDPOINTS.testCheckoutPay,
        () =>
          new Promise<{ redirectUrl: string }>((resolve) => {
            release = () => resolve({ redirectUrl: SUCCESS });
          }),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/checkout/test/${SESSION}`);
    expect(await screen.findByRole('heading', { name: 'Test mode: no money moves' })).toBeVisible();
    expect(await screen.findByText('Gift to the programme')).toBeInTheDocument();
    expect(screen.getByTestId('amount')).toHaveTextContent('$25.00');

    await user.click(screen.getByRole('button', { name: 'Pay $25.00' }));
    const busy = await screen.findByRole('button', { name: 'Please wait…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(SUCCESS));
    expect(leaveFor).toHaveBeenCalledTimes(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url.pathname)).toEqual(
      [`/edrocks/public/payments/test-checkout/${SESSION}/pay`],
    );
  });

  it('Cancel leaves for the cancel page, in Spanish too', async () => {
    await changeLanguage('es-CO');
    mockApi(
      onEndpoint(PAYMENT_ENDPOINTS.testCheckout, () => checkout),
      onEndpoint(PAYMENT_ENDPOINTS.testCheckoutCancel, () => ({ redirectUrl: CANCEL })),
    );
    const user = userEvent.setup();
    renderApp(`/checkout/test/${SESSION}`);
    expect(
      await screen.findByRole('heading', { name: 'Modo de prueba: no se mueve dinero' }),
    ).toBeVisible();
    await screen.findByText('Gift to the programme');
    expect(screen.getByRole('button', { name: /^Pagar/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(CANCEL));
  });

  it('shows a translated error when paying fails, and stays usable', async () => {
    await changeLanguage('en-US');
    mockApi(
      onEndpoint(PAYMENT_ENDPOINTS.testCheckout, () => checkout),
      onEndpoint(PAYMENT_ENDPOINTS.testCheckoutPay, () =>
        errorBody(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'errors.paymentProviderUnavailable'),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/checkout/test/${SESSION}`);
    await user.click(await screen.findByRole('button', { name: 'Pay $25.00' }));
    const alert = await screen.findByTestId('action-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent(
      'The payment service is not answering. Nothing was charged; try again in a few minutes.',
    );
    expect(screen.getByRole('button', { name: 'Pay $25.00' })).toBeEnabled();
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it('says kindly when the link is unknown, and when the payment is closed', async () => {
    await changeLanguage('en-US');
    mockApi(
      onEndpoint(PAYMENT_ENDPOINTS.testCheckout, () =>
        errorBody(404, 'NOT_FOUND', 'errors.notFound'),
      ),
    );
    const { unmount } = renderApp('/checkout/test/garbage');
    const unknown = await screen.findByTestId('link-state');
    expect(
      within(unknown).getByRole('heading', { name: 'This payment link does not work' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    unmount();

    mockApi(
      onEndpoint(PAYMENT_ENDPOINTS.testCheckout, () =>
        errorBody(409, 'CHECKOUT_CLOSED', 'errors.checkoutClosed'),
      ),
    );
    renderApp(`/checkout/test/${SESSION}`);
    const closed = await screen.findByTestId('link-state');
    expect(
      within(closed).getByRole('heading', { name: 'This payment is no longer open' }),
    ).toBeInTheDocument();
  });

  it('turns to the closed state when the checkout closed while the page was open', async () => {
    await changeLanguage('en-US');
    mockApi(
      onEndpoint(PAYMENT_ENDPOINTS.testCheckout, () => checkout),
      onEndpoint(PAYMENT_ENDPOINTS.testCheckoutPay, () =>
        errorBody(409, 'CHECKOUT_CLOSED', 'errors.checkoutClosed'),
      ),
    );
    const user = userEvent.setup();
    renderApp(`/checkout/test/${SESSION}`);
    await user.click(await screen.findByRole('button', { name: 'Pay $25.00' }));
    expect(
      await screen.findByRole('heading', { name: 'This payment is no longer open' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
    expect(leaveFor).not.toHaveBeenCalled();
  });
});
