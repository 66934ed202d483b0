// Chooses the payment provider from the configuration: Stripe when both of its keys are set,
// otherwise the built-in test provider.
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform';
import type { PaymentProvider } from './payment-provider';
import { StripePaymentProvider, type StripeSdkOptions } from './stripe-provider';
import { TestPaymentProvider, type WebhookDelivery } from './test-provider';

export function createPaymentProvider(
  platform: Pick<Platform, 'config' | 'db' | 'clock' | 'jwtSecret'>,
  log: FastifyBaseLogger,
  options: { deliver: WebhookDelivery; stripeSdk?: StripeSdkOptions },
): PaymentProvider {
  const { stripe } = platform.config.payments;
  if (stripe) {
    return new StripePaymentProvider({
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      log,
      ...(options.stripeSdk ? { sdk: options.stripeSdk } : {}),
    });
  }
  return new TestPaymentProvider({
    db: platform.db,
    clock: platform.clock,
    publicUrl: platform.config.publicUrl,
    jwtSecret: platform.jwtSecret,
    deliver: options.deliver,
  });
}
