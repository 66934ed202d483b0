// A gift as each caller may see it (decisions/024, 031): coordinators everything in their reach;
// a sponsor only the donor's first name, message, amount and date of the gifts credited to their
// pages, and nothing of a message (nor the name beside it) that the safeguarding review holds or
// rejected.
import { DONOR_MESSAGE_REVIEWS_SHOWN, type Donation } from '@portal/shared';
import type { DonationRow } from '../../db/schema/index';
import type { PaymentProviderName } from '../../lib/payments/payment-provider';
import type { AuthContext } from '../../lib/auth-context';
import type { DonationRecord } from './donations.repo';

export function isSponsorCaller(auth: AuthContext): boolean {
  return auth.access === 'own' || auth.access === 'ownRead';
}

/** Super and global admins: every gift, and they refund. */
export function isProgrammeWide(auth: AuthContext): boolean {
  return auth.access === 'all';
}

/** Whether the review lets a sponsor see the donor's message and first name. */
function isMessageShown(row: DonationRow): boolean {
  return (DONOR_MESSAGE_REVIEWS_SHOWN as readonly string[]).includes(row.messageReview);
}

/**
 * `provider`: the payment provider configured now; a gift is refunded through the provider that
 * took it, so only its gifts offer Refund.
 */
export function toDonation(
  record: DonationRecord,
  auth: AuthContext,
  provider: PaymentProviderName,
): Donation {
  const row = record.donation;
  const isSponsor = isSponsorCaller(auth);
  // A sponsor sees what their page would: nothing of a message the review holds or rejected.
  const isHiddenFromSponsor = isSponsor && !isMessageShown(row);
  const sponsorName = [record.sponsorFirstName, record.sponsorLastName].filter(Boolean).join(' ');
  const studentName = isSponsor
    ? (record.studentFirstName ?? '')
    : [record.studentFirstName, record.studentLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amountCents: row.amountCents,
    currency: row.currency,
    firstName: isHiddenFromSponsor ? '' : row.firstName,
    lastName: isSponsor ? null : row.lastName,
    email: isSponsor ? null : row.email,
    message: isHiddenFromSponsor ? '' : row.message,
    messageReview: isSponsor ? null : row.messageReview,
    memo: isSponsor ? null : row.memo,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    refundedAt: row.refundedAt?.toISOString() ?? null,
    receiptNumber: isSponsor ? null : row.receiptNumber,
    transactionId: isSponsor ? null : row.transactionId,
    feeCents: isSponsor ? null : row.feeCents,
    sponsor: row.sponsorId === null ? null : { id: row.sponsorId, name: sponsorName },
    student: row.studentId === null ? null : { id: row.studentId, name: studentName },
    school:
      row.schoolId === null || isSponsor
        ? null
        : { id: row.schoolId, name: record.schoolName ?? '' },
    village:
      row.villageId === null || isSponsor
        ? null
        : { id: row.villageId, name: record.villageName ?? '' },
    year: row.periodId === null ? null : { id: row.periodId, name: record.periodName ?? '' },
    canRefund: isProgrammeWide(auth) && isRefundable(row, provider),
  };
}

/**
 * Whether Refund can succeed: a confirmed online gift, paid through the provider configured now
 * (a test checkout's gift cannot be refunded by Stripe, nor the other way round).
 */
export function isRefundable(row: DonationRow, provider: PaymentProviderName): boolean {
  return (
    row.status === 'confirmed' &&
    row.method === 'online' &&
    row.transactionId !== null &&
    row.provider === provider
  );
}
