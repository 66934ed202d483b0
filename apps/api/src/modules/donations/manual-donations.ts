// A cash or cheque gift, recorded by hand and confirmed at once, with its receipt number and
// receipt e-mail in the same transaction. Credited to a page: the pair's sponsorship of the year
// of the gift's date, within an admin's places (else 404). To the programme: only super and
// global admins (403 for an admin, whose every gift must belong to their places).
import {
  MANUAL_DONATION_MAX_CENTS,
  centsToUnits,
  type Donation,
  type Language,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { findPairingOfYear, manualDonationVisibility } from './donation-pairings.repo';
import { pageFirstNames } from './donation-pages.service';
import { sendReceipt } from './donation-payment-owner';
import { toDonation } from './donation-view';
import { findRecord, type DonationsContext } from './donations-context';
import { findPeriodCovering, insertDonation, nextReceiptNumber } from './donations.repo';
import { newGiftColumns, type GiftCredit } from './new-gift';

export interface ManualDonationInput {
  amountCents: number;
  method: 'cash' | 'cheque';
  paidOn: string;
  firstName: string;
  lastName: string;
  email?: string | undefined;
  language?: Language | undefined;
  message: string;
  memo: string;
  sponsorId?: number | undefined;
  studentId?: number | undefined;
}

/** The amount within its bounds and the date not in the future (422). */
function checkManualInput({ clock }: DonationsContext, body: ManualDonationInput): void {
  if (body.amountCents <= 0)
    throw appError('DONATION_AMOUNT_TOO_LOW', { params: { num: centsToUnits(1) } });
  if (body.amountCents > MANUAL_DONATION_MAX_CENTS)
    throw appError('DONATION_AMOUNT_TOO_HIGH', {
      params: { num: centsToUnits(MANUAL_DONATION_MAX_CENTS) },
    });
  const today = clock.now().toISOString().slice(0, 10);
  if (body.paidOn > today)
    throw appError('VALIDATION_ERROR', {
      issues: [{ path: 'paidOn', message: 'validation.futureDate' }],
    });
}

/** The year of the gift's date and the page it credits, within the caller's places. */
async function manualCreditOf(
  { db }: DonationsContext,
  auth: AuthContext,
  body: ManualDonationInput,
): Promise<GiftCredit> {
  const isCredited = body.sponsorId !== undefined && body.studentId !== undefined;
  const visibility = manualDonationVisibility(auth);
  if (!isCredited && visibility.condition !== undefined) throw appError('FORBIDDEN');
  const year = await findPeriodCovering(db, body.paidOn);
  if (!isCredited) return { year, pairing: undefined };
  const pairing =
    year && (await findPairingOfYear(db, visibility, year.id, body.sponsorId!, body.studentId!));
  if (!pairing) throw appError('NOT_FOUND');
  return { year, pairing };
}

export async function addManual(
  context: DonationsContext,
  auth: AuthContext,
  body: ManualDonationInput,
  requestLanguage: Language,
): Promise<Donation> {
  const { db, clock, payments } = context;
  checkManualInput(context, body);
  const credit = await manualCreditOf(context, auth, body);
  const { pairing } = credit;
  const now = clock.now();
  // Typed from a paper form, read by the sponsor and the page all the same: screened too.
  const gift = newGiftColumns(context, body, credit, now);
  const id = await db.transaction(async (tx) => {
    const row = await insertDonation(tx, {
      ...gift,
      status: 'confirmed',
      method: body.method,
      email: body.email ?? null,
      language: body.language ?? requestLanguage,
      // Noon UTC: the same calendar day in every zone the programme works in.
      paidAt: new Date(`${body.paidOn}T12:00:00.000Z`),
      receiptNumber: await nextReceiptNumber(tx),
      receiptSentAt: body.email ? now : null,
      createdBy: auth.userId,
    });
    await sendReceipt(context, tx, row, pairing ? pageFirstNames(pairing) : null);
    return row.id;
  });
  return toDonation(await findRecord(context, auth, id), auth, payments.provider.name);
}
