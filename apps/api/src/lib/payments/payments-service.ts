// `app.payments`: the configured provider plus the owners (donations, event orders) the webhook
// reports to. Owners register once at start-up; the webhook looks them up by kind.
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentOwner,
  PaymentOwnerKind,
  PaymentProvider,
  PaymentsService,
} from './payment-provider';

export interface PaymentsServiceInternals extends PaymentsService {
  /** The owner registered for a kind, if any. */
  ownerOf(kind: string): PaymentOwner | undefined;
  /** Every registered owner, in registration order (a refund names no owner: each is asked). */
  ownerEntries(): Array<[PaymentOwnerKind, PaymentOwner]>;
}

export function createPaymentsService(provider: PaymentProvider): PaymentsServiceInternals {
  const owners = new Map<PaymentOwnerKind, PaymentOwner>();
  return {
    provider,
    registerOwner(kind, owner) {
      // The later registration of a kind replaces the earlier one (tests stand in for a real
      // owner this way); the webhook always has exactly one owner per kind to ask.
      owners.set(kind, owner);
    },
    createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      return provider.createCheckout(request);
    },
    refund(transactionId: string): Promise<void> {
      return provider.refund(transactionId);
    },
    ownerOf(kind) {
      return owners.get(kind as PaymentOwnerKind);
    },
    ownerEntries() {
      return [...owners.entries()];
    },
  };
}
