// A refund of a confirmed online gift: asked of the provider, whose webhook then marks the gift
// refunded (donation-payment-owner.ts).
import type { Donation } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import { isProgrammeWide, isRefundable, toDonation } from './donation-view';
import { findRecord, type DonationsContext } from './donations-context';

/**
 * Super and global admins only: a sponsor (whom the permission table lets write their own pages)
 * has no gift they may refund, so theirs are not found (404).
 */
export async function refund(
  context: DonationsContext,
  auth: AuthContext,
  id: number,
): Promise<Donation> {
  const { payments } = context;
  if (!isProgrammeWide(auth)) throw appError('NOT_FOUND');
  const record = await findRecord(context, auth, id);
  const row = record.donation;
  if (!isRefundable(row, payments.provider.name) || row.transactionId === null)
    throw appError('NOT_REFUNDABLE');
  await payments.refund(row.transactionId);
  return toDonation(record, auth, payments.provider.name);
}
