// The gifts as lists and totals (decision 024): the list a page at a time and its export
// (donation-list.ts), each gift as the caller may see it (donation-view.ts), and the total report
// (donation-summary.ts).
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { PaymentProviderName } from '../../lib/payments/payment-provider';
import { bindUseCases } from '../../lib/use-cases';
import { exportRows, list } from './donation-list';
import { summary } from './donation-summary';

export type { DonationExportInput, DonationListInput } from './donation-list';

interface DonationListServiceContext {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'payments'>;
  /** The provider configured now: only its gifts can be refunded. */
  paymentProvider: PaymentProviderName;
}

/** Today's date, which an export's file is named after. */
function today({ clock }: DonationListServiceContext): string {
  return clock.now().toISOString().slice(0, 10);
}

export function createDonationListService(context: DonationListServiceContext) {
  return bindUseCases(context, { list, exportRows, summary, today });
}

export type DonationListService = ReturnType<typeof createDonationListService>;
