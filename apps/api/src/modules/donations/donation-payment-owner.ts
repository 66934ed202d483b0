// The payment owner of 'donation' payments (decision 023): the provider's signed webhook confirms
// a pending gift (the next receipt number and the receipt e-mail in the same transaction), ends
// an abandoned checkout and marks a fully refunded gift refunded (decision 024).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { DonationRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type {
  PaymentNotice,
  PaymentOutcome,
  PaymentOwner,
  PaymentsService,
} from '../../lib/payments/payment-provider';
import { bindUseCases } from '../../lib/use-cases';
import { findPairingOfYear, manualDonationVisibility } from './donation-pairings.repo';
import { pageFirstNames } from './donation-pages.service';
import { buildReceiptMail } from './donation-receipt';
import {
  findDonationRow,
  lockDonationByTransaction,
  nextReceiptNumber,
  updateDonation,
} from './donations.repo';

/** What the payment owner takes first: the clock, the mail queue, the payments and the log. */
export interface PaymentOwnerContext {
  clock: Clock;
  mailer: Mailer;
  payments: PaymentsService;
  log: FastifyBaseLogger;
}

type Notice<Type extends PaymentNotice['type']> = Extract<PaymentNotice, { type: Type }>;

/** Queues a confirmed gift's receipt e-mail in the caller's transaction; false without one. */
export async function sendReceipt(
  { mailer }: PaymentOwnerContext,
  tx: Database,
  row: DonationRow,
  pairing: { sponsorFirstName: string; studentFirstName: string } | null,
): Promise<boolean> {
  if (!row.email || row.receiptNumber === null || !row.paidAt) return false;
  const mail = await buildReceiptMail({
    to: row.email,
    language: row.language === 'es-CO' ? 'es-CO' : 'en-US',
    receiptNumber: row.receiptNumber,
    paidAt: row.paidAt,
    amountCents: row.amountCents,
    currency: row.currency,
    firstName: row.firstName,
    lastName: row.lastName,
    method: row.method,
    memo: row.memo,
    creditedTo: pairing,
  });
  // The test checkout confirms whatever address anyone typed, with the name they typed: its
  // receipts stay in the outbox (npm run outbox) and never reach that address (decision 024).
  await mailer.send({ ...mail, kind: 'receipt', isOutboxOnly: row.provider === 'test' }, tx);
  return true;
}

/** The first names of a gift's page, for its receipt (the pairing may have ended since). */
async function creditOf(
  tx: Database,
  row: DonationRow,
): Promise<{ sponsorFirstName: string; studentFirstName: string } | null> {
  if (row.sponsorId === null || row.studentId === null || row.periodId === null) return null;
  const pairing = await findPairingOfYear(
    tx,
    manualDonationVisibility.everyone,
    row.periodId,
    row.sponsorId,
    row.studentId,
  );
  return pairing ? pageFirstNames(pairing) : null;
}

async function paid(
  context: PaymentOwnerContext,
  tx: Database,
  notice: Notice<'paid'>,
): Promise<PaymentOutcome> {
  const { clock, log } = context;
  const row = await findDonationRow(tx, notice.owner.id, { lock: true });
  if (!row || row.method !== 'online') return 'unknown-owner';
  if (row.checkoutSessionId !== null && row.checkoutSessionId !== notice.sessionId) {
    log.error(
      { donationId: row.id, sessionId: notice.sessionId, eventId: notice.eventId },
      'a payment names a donation whose checkout session is another: left unchanged',
    );
    return 'unknown-owner';
  }
  if (row.status === 'confirmed' || row.status === 'refunded') return 'already-confirmed';
  // Pending, or cancelled because the checkout was left but then paid after all: the money
  // arrived, so the gift is confirmed either way.
  if (notice.amountCents !== row.amountCents || notice.currency.toUpperCase() !== row.currency)
    log.error(
      {
        donationId: row.id,
        expectedCents: row.amountCents,
        paidCents: notice.amountCents,
        expectedCurrency: row.currency,
        paidCurrency: notice.currency,
        eventId: notice.eventId,
      },
      'a donation was paid with another amount than asked: confirmed with what was paid',
    );
  const confirmed = await updateDonation(tx, row.id, {
    status: 'confirmed',
    amountCents: notice.amountCents,
    currency: notice.currency.toUpperCase(),
    checkoutSessionId: notice.sessionId,
    transactionId: notice.transactionId,
    paidAt: notice.paidAt,
    feeCents: notice.feeCents ?? null,
    receiptNumber: await nextReceiptNumber(tx),
    receiptSentAt: row.email ? clock.now() : null,
    updatedAt: clock.now(),
  });
  if (confirmed) await sendReceipt(context, tx, confirmed, await creditOf(tx, confirmed));
  return 'confirmed';
}

async function ended(
  { clock }: PaymentOwnerContext,
  tx: Database,
  notice: Notice<'ended'>,
): Promise<PaymentOutcome> {
  const row = await findDonationRow(tx, notice.owner.id, { lock: true });
  if (!row || row.method !== 'online') return 'unknown-owner';
  if (row.checkoutSessionId !== null && row.checkoutSessionId !== notice.sessionId)
    return 'unknown-owner';
  if (row.status !== 'pending') return 'unchanged';
  await updateDonation(tx, row.id, { status: 'cancelled', updatedAt: clock.now() });
  return 'cancelled';
}

async function refunded(
  { clock, log, payments }: PaymentOwnerContext,
  tx: Database,
  notice: Notice<'refunded'>,
): Promise<PaymentOutcome> {
  const row = await lockDonationByTransaction(tx, payments.provider.name, notice.transactionId);
  if (!row) return 'unknown-owner';
  if (row.status === 'refunded') return 'unchanged';
  if (row.status !== 'confirmed') return 'unchanged';
  if (notice.amountRefundedCents < row.amountCents) {
    // A partial refund (made in the provider's dashboard): the gift still counts; the event
    // itself is kept in the webhook log.
    log.warn(
      {
        donationId: row.id,
        refundedCents: notice.amountRefundedCents,
        amountCents: row.amountCents,
      },
      'a donation was partly refunded: kept as confirmed',
    );
    return 'partially-refunded';
  }
  await updateDonation(tx, row.id, {
    status: 'refunded',
    refundedAt: notice.refundedAt,
    updatedAt: clock.now(),
  });
  return 'refunded';
}

/** The owner of 'donation' payments the provider's webhook calls. */
export function donationPaymentOwner(context: PaymentOwnerContext): PaymentOwner {
  return bindUseCases(context, { paid, ended, refunded });
}
