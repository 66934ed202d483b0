// What every new gift holds, online or recorded by hand: the amount and the donor's words (the
// message and first name screened against the page it credits), the year and the page it is
// credited to, and when it was made. Each way of giving adds its status, method and the rest.
import type { Pairing } from './donation-pairings.repo';
import { personalDetailsOf, screenDonorMessage } from './donation-screening';
import type { DonationsContext } from './donations-context';
import type { NewDonation } from './donations.repo';

/** What a gift is credited to: the year of its date, and the page (its pair) if any. */
export interface GiftCredit {
  year: { id: number } | undefined;
  pairing: Pairing | undefined;
}

/** What the donor gives and writes, the same whichever way they give. */
export interface GiftDonor {
  amountCents: number;
  firstName: string;
  lastName: string;
  message: string;
  memo: string;
}

/** The columns every new gift fills the same way. */
export function newGiftColumns(
  { config }: DonationsContext,
  donor: GiftDonor,
  { year, pairing }: GiftCredit,
  now: Date,
) {
  const screening = screenDonorMessage(
    donor,
    pairing ? personalDetailsOf(pairing) : { surnames: [], places: [] },
  );
  return {
    amountCents: donor.amountCents,
    currency: config.payments.currency,
    firstName: donor.firstName,
    lastName: donor.lastName,
    message: donor.message,
    messageReview: screening.isHeld ? 'held' : 'clear',
    memo: donor.memo,
    sponsorId: pairing?.sponsorId ?? null,
    studentId: pairing?.studentId ?? null,
    schoolId: pairing?.sponsorSchoolId ?? null,
    villageId: pairing?.studentVillageId ?? null,
    periodId: year?.id ?? null,
    createdAt: now,
    updatedAt: now,
  } satisfies Partial<NewDonation>;
}
