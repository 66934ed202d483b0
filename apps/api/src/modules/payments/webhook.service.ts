// The webhook's work once a delivery is verified: record the event once and tell its owner, in
// one transaction. The unique (provider, event id) decides replays: a second delivery of an
// event, even one arriving while the first is still being handled, waits on the index and then
// finds the row, so the owner is told at most once. An owner that throws rolls the record back
// too, and the provider's next delivery tries again.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentEvents } from '../../db/schema/payments';
import type {
  PaymentNotice,
  PaymentOutcome,
  PaymentProviderName,
} from '../../lib/payments/payment-provider';
import type { PaymentsServiceInternals } from '../../lib/payments/payments-service';

export type WebhookResult =
  { duplicate: true } | { duplicate: false; outcome: PaymentOutcome | 'ignored' };

export async function handleWebhookNotice(
  db: Database,
  payments: PaymentsServiceInternals,
  provider: PaymentProviderName,
  notice: PaymentNotice,
  payload: unknown,
): Promise<WebhookResult> {
  const owner = notice.type === 'paid' || notice.type === 'ended' ? notice.owner : undefined;
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: notice.eventId,
        type: notice.type === 'ignored' ? notice.eventType : eventTypeOf(payload, notice.type),
        ownerKind: owner?.kind ?? null,
        ownerId: owner?.id ?? null,
        // Replaced below in the same transaction: no one ever sees this value committed.
        outcome: 'pending',
        payload,
      })
      .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
      .returning({ id: paymentEvents.id });
    if (!recorded) return { duplicate: true };

    const { outcome, ownerKind } = await dispatch(tx, payments, notice);
    await tx
      .update(paymentEvents)
      .set({ outcome, ...(ownerKind ? { ownerKind } : {}) })
      .where(eq(paymentEvents.id, recorded.id));
    return { duplicate: false, outcome };
  });
}

function eventTypeOf(payload: unknown, fallback: string): string {
  const type = (payload as { type?: unknown } | null)?.type;
  return typeof type === 'string' ? type : fallback;
}

async function dispatch(
  tx: Database,
  payments: PaymentsServiceInternals,
  notice: PaymentNotice,
): Promise<{ outcome: PaymentOutcome | 'ignored'; ownerKind?: string }> {
  switch (notice.type) {
    case 'paid': {
      const owner = payments.ownerOf(notice.owner.kind);
      return { outcome: owner ? await owner.paid(tx, notice) : 'unknown-owner' };
    }
    case 'ended': {
      const owner = payments.ownerOf(notice.owner.kind);
      return { outcome: owner ? await owner.ended(tx, notice) : 'unknown-owner' };
    }
    case 'refunded': {
      // A refund names the payment, not its owner: each kind looks for it in turn.
      for (const [kind, owner] of payments.ownerEntries()) {
        const outcome = await owner.refunded(tx, notice);
        if (outcome !== 'unknown-owner') return { outcome, ownerKind: kind };
      }
      return { outcome: 'unknown-owner' };
    }
    case 'ignored':
      return { outcome: 'ignored' };
  }
}
