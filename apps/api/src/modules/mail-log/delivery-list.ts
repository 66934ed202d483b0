// The delivery log (GET EMAIL_PATHS.deliveries, and a campaign's messages), described once: the
// outbox's rows (decision 042: the one per-recipient log) the caller reads, newest first by
// default (mail_outbox_status_created_idx), one person's with `?address=`
// (mail_outbox_address_idx on lower(to_address)), a campaign's (mail_outbox_campaign_status_idx).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_TOTAL_LIMIT,
  EXACT_TOTAL_LIMIT,
  type Delivery,
  type DeliverySortField,
  type MailKind,
  type MailStatus,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';

export interface DeliveryFilters {
  q?: string | undefined;
  address?: string | undefined;
  kind?: MailKind | undefined;
  status?: MailStatus | undefined;
  campaignId?: number | undefined;
  sort: DeliverySortField;
  order: 'asc' | 'desc';
}

/** The rows an admin reads (mail-log-scope.ts); undefined: every row. */
export type DeliveryReach = SQL | undefined;

function selectDeliveries(db: Database) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      name: mailOutbox.recipientName,
      kind: mailOutbox.kind,
      campaignId: mailOutbox.campaignId,
      subject: mailOutbox.subject,
      language: mailOutbox.language,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      smtpResponse: mailOutbox.smtpResponse,
      messageId: mailOutbox.messageId,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      createdAtKey: sql<string>`${mailOutbox.createdAt}::text`,
    })
    .from(mailOutbox);
}

export type DeliveryRecord = Awaited<ReturnType<typeof selectDeliveries>>[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function deliveryConditions(reach: DeliveryReach, filters: DeliveryFilters): SQL | undefined {
  const like = filters.q ? `%${escapeLike(filters.q)}%` : undefined;
  return and(
    reach,
    filters.address === undefined
      ? undefined
      : sql`lower(${mailOutbox.to}) = ${filters.address.trim().toLowerCase()}`,
    filters.kind === undefined ? undefined : eq(mailOutbox.kind, filters.kind),
    filters.status === undefined ? undefined : eq(mailOutbox.status, filters.status),
    filters.campaignId === undefined ? undefined : eq(mailOutbox.campaignId, filters.campaignId),
    like === undefined
      ? undefined
      : sql`(${mailOutbox.to} ilike ${like} or ${mailOutbox.subject} ilike ${like})`,
  );
}

function deliverySortKeys(sort: DeliverySortField): Array<SortKey<DeliveryRecord>> {
  const id: SortKey<DeliveryRecord> = {
    column: mailOutbox.id,
    type: 'integer',
    value: (row) => row.id,
  };
  if (sort === 'to')
    return [
      { column: sql`lower(${mailOutbox.to})`, type: 'text', value: (row) => row.to.toLowerCase() },
      id,
    ];
  if (sort === 'status')
    return [{ column: mailOutbox.status, type: 'text', value: (row) => row.status }, id];
  return [
    { column: sql`${mailOutbox.createdAt}`, type: 'timestamp', value: (row) => row.createdAtKey },
    id,
  ];
}

export function toDelivery(row: DeliveryRecord): Delivery {
  return {
    id: row.id,
    to: row.to,
    name: row.name,
    kind: row.kind,
    campaignId: row.campaignId,
    subject: row.subject,
    language: row.language,
    status: row.status,
    attempts: row.attempts,
    error: row.error,
    smtpResponse: row.smtpResponse,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
  };
}

export const deliveryList = defineList<DeliveryReach, DeliveryFilters, DeliveryRecord, Delivery>({
  where: deliveryConditions,
  query: selectDeliveries,
  sortKeys: (filters) => deliverySortKeys(filters.sort),
  totalLimit: (filters) => (filters.q ? SEARCH_TOTAL_LIMIT : EXACT_TOTAL_LIMIT),
  toItem: toDelivery,
});
