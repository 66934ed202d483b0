// The payments routes: the provider's webhook, and the test provider's checkout endpoints.
import type { FastifyInstance } from 'fastify';
import { PAYMENT_ENDPOINTS } from '@portal/shared';
import type { Database } from '../../db/client';
import { endpointRoute } from '../../lib/endpoint-route';
import { appError, isAppError } from '../../lib/errors';
import type { PaymentsServiceInternals } from '../../lib/payments/payments-service';
import { TestPaymentProvider } from '../../lib/payments/test-provider';
import { handleWebhookNotice } from './webhook.service';

/** A provider's event is a few kilobytes; anything near this is not one. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

/**
 * The webhook's body as received. The bytes sit in a non-enumerable property so the API's
 * input-text check (which walks enumerable properties of every body) does not walk the buffer
 * byte by byte; the signature check, not that walk, is what vets these bytes.
 */
interface RawBody {
  readonly bytes: Buffer;
}

function rawBody(bytes: Buffer): RawBody {
  return Object.defineProperty({}, 'bytes', { value: bytes, enumerable: false }) as RawBody;
}

function isRawBody(value: unknown): value is RawBody {
  return typeof value === 'object' && value !== null && Buffer.isBuffer((value as RawBody).bytes);
}

export async function paymentsRoutes(
  app: FastifyInstance,
  db: Database,
  payments: PaymentsServiceInternals,
): Promise<void> {
  // Its own encapsulated context: there, and only there, JSON is kept as the exact bytes the
  // provider signed (a re-serialised body would not match the signature).
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, rawBody(body as Buffer)),
    );

    endpointRoute(webhook, PAYMENT_ENDPOINTS.webhook, async ({ request }) => {
      const { provider } = payments;
      const bytes = isRawBody(request.body) ? request.body.bytes : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let notice;
      try {
        notice = provider.readWebhook(bytes, typeof header === 'string' ? header : undefined);
      } catch (error) {
        if (isAppError(error) && error.code === 'WEBHOOK_SIGNATURE_INVALID') {
          request.log.warn(
            { provider: provider.name, reason: (error.cause as Error | undefined)?.message },
            'payment webhook refused: invalid signature',
          );
        }
        throw error;
      }
      // Verified: the bytes are the provider's JSON event.
      const payload: unknown = JSON.parse(bytes.toString('utf8'));
      const result = await handleWebhookNotice(db, payments, provider.name, notice, payload);
      if (result.duplicate) {
        request.log.info({ eventId: notice.eventId }, 'payment webhook: already recorded');
        return { received: true as const, duplicate: true as const };
      }
      request.log.info(
        { eventId: notice.eventId, notice: notice.type, outcome: result.outcome },
        'payment webhook recorded',
      );
      return { received: true as const };
    });
  });

  /** The test provider's endpoints exist only while it is the configured provider. */
  function testProvider(): TestPaymentProvider {
    const { provider } = payments;
    if (!(provider instanceof TestPaymentProvider)) throw appError('NOT_FOUND');
    return provider;
  }

  endpointRoute(app, PAYMENT_ENDPOINTS.testCheckout, async ({ params }) => {
    const checkout = await testProvider().view(params.sessionId);
    return {
      description: checkout.description,
      amountCents: checkout.amountCents,
      currency: checkout.currency,
      expiresAt: checkout.expiresAt.toISOString(),
      testMode: true as const,
    };
  });

  endpointRoute(app, PAYMENT_ENDPOINTS.testCheckoutPay, async ({ params }) => ({
    redirectUrl: await testProvider().pay(params.sessionId),
  }));

  endpointRoute(app, PAYMENT_ENDPOINTS.testCheckoutCancel, async ({ params }) => ({
    redirectUrl: await testProvider().cancel(params.sessionId),
  }));
}
