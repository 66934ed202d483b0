// Donations (`app.donations`): gifts to the programme or credited to a sponsor's page for one of
// their students, online through the payment provider or recorded by hand, their status for the
// donor and their refunds; and the payment owner that confirms, cancels and refunds online gifts
// from the provider's webhook (donation-payment-owner.ts). The pages are
// donation-pages.service.ts, the list and the total report donations-list.service.ts; every
// donor's message and first name is screened when the gift is recorded (donation-screening.ts).
//
// An online gift is created pending and exists as confirmed only once the provider's signed
// webhook says so (`paid`, inside the webhook's transaction, after the event was recorded as
// new: a replay never reaches it). Confirming takes the next receipt number from a sequence and
// queues the receipt e-mail in the same transaction, so a receipt goes only with a confirmation.
// decisions/024-donations.md says why each rule is what it is.
//
// This file only assembles the use cases: an online gift (donation-checkout.ts), its status and
// the form's settings (donation-status.ts), a gift recorded by hand (manual-donations.ts) and a
// refund (donation-refund.ts).
import { bindUseCases } from '../../lib/use-cases';
import { create } from './donation-checkout';
import { donationPaymentOwner } from './donation-payment-owner';
import { refund } from './donation-refund';
import { settings, status, statusKey } from './donation-status';
import { makeDonationsContext, type DonationsServiceDeps } from './donations-context';
import { yearTotals } from './donation-year-totals';
import { addManual } from './manual-donations';
import { pageProgress } from './page-progress';
import { givingPage, givingRows, givingTotals } from './sponsor-giving';

export { DONATION_CREATIONS_PER_HOUR, type PublicDonationInput } from './donation-checkout';
export type { DonationsServiceDeps } from './donations-context';
export type { ManualDonationInput } from './manual-donations';
export type { SponsorGivingFilters } from './sponsor-giving';

export function createDonationsService(deps: DonationsServiceDeps) {
  const context = makeDonationsContext(deps);
  return {
    owner: donationPaymentOwner(context),
    ...bindUseCases(context, {
      /** For tests and the seed: the key a gift's return URL carries. */
      statusKey,
      settings,
      create,
      status,
      addManual,
      refund,
      // The reports area's giving report (sponsor-giving.ts).
      givingPage,
      givingRows,
      givingTotals,
      // A sponsor's dashboard (page-progress.ts).
      pageProgress,
      // The dashboard's money figure (donation-year-totals.ts).
      yearTotals,
    }),
  };
}

export type DonationsService = ReturnType<typeof createDonationsService>;

// For the demo's gifts, screened and stored as the public page stores them.
export { personalDetailsOf, screenDonorMessage, screenPageText } from './donation-screening';
export type { PersonalDetails } from './personal-details';
