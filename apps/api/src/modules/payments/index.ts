// Payments (`app.payments`): checkouts with the configured provider (Stripe, or the built-in test
// provider), the signed webhook that confirms them, and the test provider's checkout endpoints.
// Donations and event orders register themselves as owners of their payments.
import { PAYMENT_PATHS } from '@portal/shared';
import { definePortalModule } from '../../platform';
import { appError } from '../../lib/errors';
import type { PaymentsService } from '../../lib/payments/payment-provider';
import { createPaymentsService } from '../../lib/payments/payments-service';
import { createPaymentProvider } from '../../lib/payments/provider-factory';
import { paymentsRoutes } from './payments.routes';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsService;
  }
}

export const paymentsModule = definePortalModule('payments', async (app, platform) => {
  const provider = createPaymentProvider(platform, app.log, {
    // The test provider's Pay, Cancel and refunds go through the webhook route itself, signed,
    // so they take exactly the path a real provider's delivery takes.
    deliver: async (rawBody, signature) => {
      const response = await app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.webhook,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload: rawBody,
      });
      if (response.statusCode !== 200) {
        app.log.error(
          { status: response.statusCode, body: response.body },
          'test payment: the webhook did not accept the event',
        );
        throw appError('PAYMENT_PROVIDER_UNAVAILABLE');
      }
    },
  });
  const payments = createPaymentsService(provider);
  app.decorate('payments', payments);
  await paymentsRoutes(app, platform.db, payments);
});
