// Payments shared by donations and ticket sales: the provider's webhook and the built-in test
// provider's checkout page (used when no Stripe keys are configured).
//
//   POST PAYMENT_PATHS.webhook                  the provider's signed event (raw JSON) -> {received, duplicate?}
//   GET  PAYMENT_PATHS.testCheckout(sessionId)                       -> testCheckoutSchema
//   POST PAYMENT_PATHS.testCheckoutPay(sessionId)                    -> {redirectUrl}
//   POST PAYMENT_PATHS.testCheckoutCancel(sessionId)                 -> {redirectUrl}
//
// Who: anyone. The webhook trusts only a valid signature (400 WEBHOOK_SIGNATURE_INVALID
// otherwise); a 500 makes the provider deliver again later. The test checkout endpoints exist
// only while the test provider is the configured one (404 otherwise); a session id that is not
// one of its checkouts is 404 NOT_FOUND, a paid, cancelled or expired one 409 CHECKOUT_CLOSED.
// Pay and Cancel confirm through the same signed webhook a real provider uses, then answer where
// to send the payer (the owner's success or cancel URL).
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

export const PAYMENT_PATHS = {
  webhook: '/edrocks/public/payments/webhook',
  testCheckout: '/edrocks/public/payments/test-checkout/:sessionId',
  testCheckoutPay: '/edrocks/public/payments/test-checkout/:sessionId/pay',
  testCheckoutCancel: '/edrocks/public/payments/test-checkout/:sessionId/cancel',
} as const;

/** Test checkout ids are `cs_test_` and 24 characters; anything longer is not one of them. */
export const TEST_CHECKOUT_SESSION_ID_MAX_LENGTH = 64;

export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** The event was delivered before: nothing changed. */
  duplicate: z.literal(true).optional(),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

export const testCheckoutParamsSchema = z.object({
  sessionId: z.string().min(1).max(TEST_CHECKOUT_SESSION_ID_MAX_LENGTH),
});

/** What the test checkout page shows. */
export const testCheckoutSchema = z.object({
  description: z.string(),
  amountCents: z.number().int(),
  /** ISO 4217, upper case. */
  currency: z.string(),
  expiresAt: z.string(),
  testMode: z.literal(true),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

export const testCheckoutRedirectSchema = z.object({
  /** Where to send the payer now: the owner's success URL after Pay, its cancel URL after Cancel. */
  redirectUrl: z.string(),
});
export type TestCheckoutRedirect = z.infer<typeof testCheckoutRedirectSchema>;

export const PAYMENT_ENDPOINTS = {
  webhook: defineEndpoint({
    method: 'POST',
    path: PAYMENT_PATHS.webhook,
    access: 'public',
    tag: 'payments',
    summary:
      "The payment provider's signed event (Stripe's format and signature, header stripe-signature); recorded once",
    responses: { 200: webhookAnswerSchema },
    errors: [400, 413, 415],
  }),
  testCheckout: defineEndpoint({
    method: 'GET',
    path: PAYMENT_PATHS.testCheckout,
    access: 'public',
    tag: 'payments',
    summary: "The test provider's checkout: what is paid, how much, until when (no money moves)",
    params: testCheckoutParamsSchema,
    responses: { 200: testCheckoutSchema },
    errors: [400, 404, 409],
  }),
  testCheckoutPay: defineEndpoint({
    method: 'POST',
    path: PAYMENT_PATHS.testCheckoutPay,
    access: 'public',
    tag: 'payments',
    summary: "Pays a test checkout through the signed webhook; answers the owner's success URL",
    params: testCheckoutParamsSchema,
    responses: { 200: testCheckoutRedirectSchema },
    errors: [400, 404, 409, 503],
  }),
  testCheckoutCancel: defineEndpoint({
    method: 'POST',
    path: PAYMENT_PATHS.testCheckoutCancel,
    access: 'public',
    tag: 'payments',
    summary: "Cancels a test checkout through the signed webhook; answers the owner's cancel URL",
    params: testCheckoutParamsSchema,
    responses: { 200: testCheckoutRedirectSchema },
    errors: [400, 404, 503],
  }),
} as const;
