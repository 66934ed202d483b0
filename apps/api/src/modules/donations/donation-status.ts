// A gift's status for its donor, back from the provider's checkout: the return URLs carry a key
// made from the gift's id (whoever holds it may read the status), or the checkout session's id.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DonationSettings, DonationStatusAnswer } from '@portal/shared';
import { appError } from '../../lib/errors';
import type { DonationsContext } from './donations-context';
import { findDonationRow } from './donations.repo';

/** The key in a gift's return URLs: whoever holds it may read the gift's status. */
export function statusKey({ statusKeySecret }: DonationsContext, donationId: number): string {
  return createHmac('sha256', statusKeySecret)
    .update(String(donationId))
    .digest('base64url')
    .slice(0, 32);
}

function isSameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A gift's status for whoever holds its return key or checkout session; else 404. */
export async function status(
  context: DonationsContext,
  id: number,
  query: { key?: string | undefined; session?: string | undefined },
): Promise<DonationStatusAnswer> {
  const row = await findDonationRow(context.db, id);
  const isKeyRight = query.key !== undefined && isSameSecret(query.key, statusKey(context, id));
  const isSessionRight =
    query.session !== undefined &&
    row?.checkoutSessionId !== null &&
    row?.checkoutSessionId !== undefined &&
    isSameSecret(query.session, row.checkoutSessionId);
  if (!row || row.method !== 'online' || !(isKeyRight || isSessionRight))
    throw appError('NOT_FOUND');
  return {
    donationId: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    receiptNumber: row.receiptNumber,
  };
}

/** What the donation form offers: the currency, the bounds, the presets, the goal. */
export function settings({ config, payments }: DonationsContext): DonationSettings {
  const { donations } = config;
  return {
    currency: config.payments.currency,
    minCents: donations.minCents,
    maxCents: donations.maxCents,
    presetsCents: donations.presetsCents,
    goalCents: donations.goalCents,
    testMode: payments.provider.name === 'test',
  };
}
