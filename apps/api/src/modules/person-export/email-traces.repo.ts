// The export by e-mail's own reads (decision 054): what the portal holds under an e-mail that is
// no account's: a parent's contacts (with the minor sponsor they belong to), the parent agreement
// links sent to them and what they signed through them, the payment records of their gifts and
// orders, a board member's row and the history of those records. Read-only, as every read of the
// person export (decision 051); link key hashes and checkout session ids are never selected.
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreementAcceptances,
  agreementVersions,
  agreements,
  auditLog,
  boardMembers,
  donations,
  eventOrders,
  parentAgreementLinks,
  paymentEvents,
  paymentTestCheckouts,
  sponsorParents,
  sponsors,
  users,
} from '../../db/schema/index';
import { signatureColumns } from './person-activity.repo';
import { parentContactColumns } from './person-records.repo';

const lower = (column: Parameters<typeof eq>[0]) => sql`lower(${column})`;

/** The account an e-mail belongs to (a user's, or a sponsor record's), if any. */
export async function findAccountOfEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(lower(users.email), email))
    .limit(1);
  if (user) return { userId: user.id, sponsorId: null };
  const [sponsor] = await db
    .select({ id: sponsors.id, userId: sponsors.userId })
    .from(sponsors)
    .where(eq(lower(sponsors.email), email))
    .limit(1);
  return sponsor ? { userId: sponsor.userId, sponsorId: sponsor.id } : null;
}

/** A parent's contacts under the e-mail, with the sponsor each belongs to. */
export function findParentContacts(db: Database, email: string) {
  return db
    .select({
      ...parentContactColumns,
      sponsorId: sponsorParents.sponsorId,
      sponsorFirstName: sponsors.firstName,
      sponsorLastName: sponsors.lastName,
    })
    .from(sponsorParents)
    .innerJoin(sponsors, eq(sponsors.id, sponsorParents.sponsorId))
    .where(eq(lower(sponsorParents.email), email))
    .orderBy(asc(sponsorParents.id));
}

/** The parent agreement links sent to the e-mail or to one of its contacts. */
export function findLinksTo(db: Database, email: string, parentIds: readonly number[]) {
  const to: SQL[] = [eq(lower(parentAgreementLinks.parentEmail), email)];
  if (parentIds.length > 0) to.push(inArray(parentAgreementLinks.parentId, [...parentIds]));
  return db
    .select({
      id: parentAgreementLinks.id,
      sponsorId: parentAgreementLinks.sponsorId,
      parentName: parentAgreementLinks.parentName,
      parentEmail: parentAgreementLinks.parentEmail,
      parentRelationship: parentAgreementLinks.parentRelationship,
      language: parentAgreementLinks.language,
      status: parentAgreementLinks.status,
      sentAt: parentAgreementLinks.sentAt,
      expiresAt: parentAgreementLinks.expiresAt,
      closedAt: parentAgreementLinks.closedAt,
      checkStatus: parentAgreementLinks.checkStatus,
      checkedAt: parentAgreementLinks.checkedAt,
    })
    .from(parentAgreementLinks)
    .where(or(...to))
    .orderBy(asc(parentAgreementLinks.sentAt), asc(parentAgreementLinks.id));
}

/** What was signed through those links, the drawn signature's bytes included. */
export function findSignaturesThrough(db: Database, linkIds: readonly number[]) {
  if (linkIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      ...signatureColumns,
      linkId: agreementAcceptances.linkId,
      sponsorId: agreementAcceptances.sponsorId,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(inArray(agreementAcceptances.linkId, [...linkIds]))
    .orderBy(asc(agreementAcceptances.signedAt), asc(agreementAcceptances.id));
}

/** The ids of the gifts and orders under the e-mail (their payments and history are theirs). */
export async function findOwnedIds(db: Database, email: string) {
  const [gifts, orders] = await Promise.all([
    db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(lower(donations.email), email)),
    db
      .select({ id: eventOrders.id })
      .from(eventOrders)
      .where(eq(lower(eventOrders.buyerEmail), email)),
  ]);
  return { donationIds: gifts.map((row) => row.id), orderIds: orders.map((row) => row.id) };
}

type Column = Parameters<typeof eq>[0];

function ownedBy(
  columns: { kind: Column; id: Column },
  owned: { donationIds: number[]; orderIds: number[] },
): SQL[] {
  const parts: SQL[] = [];
  if (owned.donationIds.length > 0)
    parts.push(and(eq(columns.kind, 'donation'), inArray(columns.id, owned.donationIds))!);
  if (owned.orderIds.length > 0)
    parts.push(and(eq(columns.kind, 'order'), inArray(columns.id, owned.orderIds))!);
  return parts;
}

/** The test provider's checkouts and the providers' notifications about those gifts and orders. */
export async function findPayments(
  db: Database,
  email: string,
  owned: { donationIds: number[]; orderIds: number[] },
) {
  const checkoutOwner = { kind: paymentTestCheckouts.ownerKind, id: paymentTestCheckouts.ownerId };
  const checkouts = await db
    .select({
      ownerKind: paymentTestCheckouts.ownerKind,
      ownerId: paymentTestCheckouts.ownerId,
      amountCents: paymentTestCheckouts.amountCents,
      currency: paymentTestCheckouts.currency,
      description: paymentTestCheckouts.description,
      customerEmail: paymentTestCheckouts.customerEmail,
      createdAt: paymentTestCheckouts.createdAt,
      paidAt: paymentTestCheckouts.paidAt,
      cancelledAt: paymentTestCheckouts.cancelledAt,
    })
    .from(paymentTestCheckouts)
    .where(
      or(eq(lower(paymentTestCheckouts.customerEmail), email), ...ownedBy(checkoutOwner, owned)),
    )
    .orderBy(asc(paymentTestCheckouts.createdAt));
  const eventOwners = ownedBy({ kind: paymentEvents.ownerKind, id: paymentEvents.ownerId }, owned);
  const notices =
    eventOwners.length === 0
      ? []
      : await db
          .select({
            provider: paymentEvents.provider,
            type: paymentEvents.type,
            ownerKind: paymentEvents.ownerKind,
            ownerId: paymentEvents.ownerId,
            outcome: paymentEvents.outcome,
            payload: paymentEvents.payload,
            receivedAt: paymentEvents.receivedAt,
          })
          .from(paymentEvents)
          .where(or(...eventOwners))
          .orderBy(asc(paymentEvents.receivedAt));
  return { checkouts, notices };
}

export function findBoardMember(db: Database, email: string) {
  return db
    .select({
      firstName: boardMembers.firstName,
      lastName: boardMembers.lastName,
      email: boardMembers.email,
      language: boardMembers.language,
      createdAt: boardMembers.createdAt,
    })
    .from(boardMembers)
    .where(eq(lower(boardMembers.email), email));
}

/** The sponsors' names the parent's records point to (the minor sponsors they signed for). */
export async function findSponsorNames(db: Database, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: sponsors.id, firstName: sponsors.firstName, lastName: sponsors.lastName })
    .from(sponsors)
    .where(inArray(sponsors.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}

/** Entries about the gifts, the parent's contacts and signatures and the requests, newest first. */
export function findHistoryOf(
  db: Database,
  records: {
    donationIds: number[];
    parentIds: number[];
    acceptanceIds: number[];
    requestIds: number[];
  },
) {
  const parts = (
    [
      ['donation', records.donationIds],
      ['parent', records.parentIds],
      ['agreementAcceptance', records.acceptanceIds],
      ['dataRequest', records.requestIds],
    ] as const
  )
    .filter(([, ids]) => ids.length > 0)
    .map(([entity, ids]) => and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids))!);
  if (parts.length === 0) return Promise.resolve([]);
  return db
    .select({
      at: auditLog.at,
      actorId: auditLog.actorId,
      address: auditLog.address,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
      reason: auditLog.reason,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(or(...parts))
    .orderBy(desc(auditLog.at), desc(auditLog.id));
}
