// Reading the delivery log: every message the caller reaches (an admin: their people's and their
// campaigns'), its export, one campaign's messages, and the addresses campaigns leave out.
import { and, eq, sql } from 'drizzle-orm';
import type { AddressPage, DeliveryPage } from '@portal/shared';
import { emailCampaigns, mailAddresses } from '../../db/schema/index';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import { addressList, type AddressFilters } from './address-list';
import { deliveryList, type DeliveryFilters } from './delivery-list';
import type { MailLogContext } from './mail-log-context';
import {
  reachableAddressCondition,
  reachableMailCondition,
  visibleCampaignCondition,
} from './mail-log-scope';

export type DeliveryListQuery = PageRequest & Omit<DeliveryFilters, 'campaignId'>;

export function deliveries(
  { db }: MailLogContext,
  auth: AuthContext,
  query: DeliveryListQuery,
): Promise<DeliveryPage> {
  return deliveryList.page(db, reachableMailCondition(auth), query, undefined);
}

export function exportDeliveries(
  { db, clock }: MailLogContext,
  auth: AuthContext,
  filters: Omit<DeliveryFilters, 'campaignId'>,
) {
  return {
    today: clock.now().toISOString().slice(0, 10),
    rows: deliveryList.rows(db, reachableMailCondition(auth), filters),
  };
}

/** A campaign's per-recipient log; 404 for a campaign that does not exist or is not theirs. */
export async function campaignMessages(
  { db }: MailLogContext,
  auth: AuthContext,
  campaignId: number,
  query: DeliveryListQuery,
): Promise<DeliveryPage> {
  const [campaign] = await db
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.id, campaignId), visibleCampaignCondition(auth)));
  if (!campaign) throw appError('NOT_FOUND');
  return deliveryList.page(db, undefined, { ...query, campaignId }, undefined);
}

export type AddressListQuery = PageRequest & AddressFilters;

export function addresses(
  { db }: MailLogContext,
  auth: AuthContext,
  query: AddressListQuery,
): Promise<AddressPage> {
  return addressList.page(
    db,
    reachableAddressCondition(auth, sql`${mailAddresses.email}`),
    query,
    undefined,
  );
}
