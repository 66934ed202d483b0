// The test provider's checkout: GET what is being paid (404 unknown link, 409 closed), then
// POST pay or cancel, each answering where to send the payer.
import { PAYMENT_ENDPOINTS, type TestCheckout, type TestCheckoutRedirect } from '@portal/shared';
import { callPublicEndpoint } from '../../../lib/call-endpoint';

export function getTestCheckout(sessionId: string, signal?: AbortSignal): Promise<TestCheckout> {
  return callPublicEndpoint(PAYMENT_ENDPOINTS.testCheckout, {
    params: { sessionId },
    ...(signal ? { signal } : {}),
  });
}

export function payTestCheckout(sessionId: string): Promise<TestCheckoutRedirect> {
  return callPublicEndpoint(PAYMENT_ENDPOINTS.testCheckoutPay, { params: { sessionId } });
}

export function cancelTestCheckout(sessionId: string): Promise<TestCheckoutRedirect> {
  return callPublicEndpoint(PAYMENT_ENDPOINTS.testCheckoutCancel, { params: { sessionId } });
}
