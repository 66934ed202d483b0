// The person export's reads of what the portal recorded around a person: gifts they made (by
// e-mail) or that were credited to their page, their donation page, event orders and tickets
// bought with their e-mail, their addresses' unsubscribes, their notification settings, consents,
// sign-in sources and data requests (the e-mails and the history, which grow without bound, are
// read in pages: person-paged-traces.repo.ts). Read-only (decision 051); tokens, hashes and push
// keys are never selected.
import { asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  dataRequests,
  donationPages,
  donations,
  eventOrders,
  events,
  mailAddresses,
  policyAcceptances,
  pushSubscriptions,
  pushTopicSettings,
  signInSources,
  tickets,
  ticketTypes,
} from '../../db/schema/index';

function lowered(emails: readonly string[]): string[] {
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}

const donationColumns = {
  id: donations.id,
  status: donations.status,
  method: donations.method,
  amountCents: donations.amountCents,
  currency: donations.currency,
  firstName: donations.firstName,
  lastName: donations.lastName,
  email: donations.email,
  language: donations.language,
  message: donations.message,
  messageReview: donations.messageReview,
  sponsorId: donations.sponsorId,
  studentId: donations.studentId,
  paidAt: donations.paidAt,
  refundedAt: donations.refundedAt,
  receiptNumber: donations.receiptNumber,
  createdAt: donations.createdAt,
};

export type DonationRecord = Awaited<ReturnType<typeof findDonationsMade>>[number];

/** Gifts whose donor gave one of these e-mails. */
export function findDonationsMade(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select(donationColumns)
    .from(donations)
    .where(inArray(sql`lower(${donations.email})`, lowered(emails)))
    .orderBy(asc(donations.createdAt), asc(donations.id));
}

/** Gifts credited to the sponsor's or the student's page. */
export function findDonationsReceived(db: Database, condition: SQL | undefined) {
  if (!condition) return Promise.resolve([]);
  return db
    .select(donationColumns)
    .from(donations)
    .where(condition)
    .orderBy(asc(donations.createdAt), asc(donations.id));
}

export function donationsCreditedTo(sponsorId: number | null, studentId: number | null) {
  const parts: SQL[] = [];
  if (sponsorId !== null) parts.push(eq(donations.sponsorId, sponsorId));
  if (studentId !== null) parts.push(eq(donations.studentId, studentId));
  return parts.length === 0 ? undefined : or(...parts);
}

export function findDonationPages(db: Database, sponsorId: number) {
  return db
    .select({
      studentId: donationPages.studentId,
      text: donationPages.text,
      draftText: donationPages.draftText,
      draftStatus: donationPages.draftStatus,
      reviewedAt: donationPages.reviewedAt,
    })
    .from(donationPages)
    .where(eq(donationPages.sponsorId, sponsorId));
}

/** Event orders bought with one of these e-mails, with their tickets. */
export async function findOrders(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return [];
  const orders = await db
    .select({
      id: eventOrders.id,
      eventName: events.name,
      eventStartsAt: events.startsAt,
      status: eventOrders.status,
      buyerFirstName: eventOrders.buyerFirstName,
      buyerLastName: eventOrders.buyerLastName,
      buyerEmail: eventOrders.buyerEmail,
      language: eventOrders.language,
      seats: eventOrders.seats,
      totalCents: eventOrders.totalCents,
      currency: eventOrders.currency,
      paidAt: eventOrders.paidAt,
      confirmedAt: eventOrders.confirmedAt,
      refundedAt: eventOrders.refundedAt,
    })
    .from(eventOrders)
    .innerJoin(events, eq(events.id, eventOrders.eventId))
    .where(inArray(sql`lower(${eventOrders.buyerEmail})`, lowered(emails)))
    .orderBy(asc(eventOrders.id));
  if (orders.length === 0) return [];
  const ticketRows = await db
    .select({
      orderId: tickets.orderId,
      ticketType: ticketTypes.name,
      code: tickets.code,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.ticketTypeId))
    .where(
      inArray(
        tickets.orderId,
        orders.map((order) => order.id),
      ),
    )
    .orderBy(asc(tickets.id));
  return orders.map((order) => ({
    ...order,
    tickets: ticketRows
      .filter((ticket) => ticket.orderId === order.id)
      .map(({ orderId: _orderId, ...ticket }) => ticket),
  }));
}

/** Unsubscribes and bounces of these addresses. */
export function findMailAddresses(db: Database, emails: readonly string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .select({
      email: mailAddresses.email,
      unsubscribedAt: mailAddresses.unsubscribedAt,
      bounces: mailAddresses.bounces,
      bouncingSince: mailAddresses.bouncingSince,
    })
    .from(mailAddresses)
    .where(inArray(sql`lower(${mailAddresses.email})`, lowered(emails)));
}

export async function findPushSettings(db: Database, userId: number) {
  const [topics] = await db
    .select({
      newLetter: pushTopicSettings.newLetter,
      letterDue: pushTopicSettings.letterDue,
      meetingTomorrow: pushTopicSettings.meetingTomorrow,
      recommit: pushTopicSettings.recommit,
    })
    .from(pushTopicSettings)
    .where(eq(pushTopicSettings.userId, userId));
  // The devices are counted, not copied: their addresses and keys are secrets of the push service.
  const devices = await db
    .select({ createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return { topics: topics ?? null, devices: devices.length };
}

/** The person's requests about their data: filed by or for their account, or for their e-mail. */
export function findDataRequests(db: Database, userId: number | null, emails: readonly string[]) {
  const conditions = [
    userId === null ? undefined : eq(dataRequests.userId, userId),
    emails.length === 0
      ? undefined
      : inArray(sql`lower(${dataRequests.personEmail})`, lowered(emails)),
  ].filter((condition): condition is SQL => condition !== undefined);
  if (conditions.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: dataRequests.id,
      kind: dataRequests.kind,
      message: dataRequests.message,
      receivedOn: dataRequests.receivedOn,
      dueOn: dataRequests.dueOn,
      state: dataRequests.state,
      note: dataRequests.note,
      closedAt: dataRequests.closedAt,
    })
    .from(dataRequests)
    .where(or(...conditions))
    .orderBy(asc(dataRequests.receivedOn), asc(dataRequests.id));
}

export function findConsents(db: Database, userId: number) {
  return db
    .select({
      document: policyAcceptances.document,
      version: policyAcceptances.version,
      language: policyAcceptances.language,
      acceptedAt: policyAcceptances.acceptedAt,
      ip: policyAcceptances.ip,
    })
    .from(policyAcceptances)
    .where(eq(policyAcceptances.userId, userId))
    .orderBy(asc(policyAcceptances.acceptedAt));
}

export function findSignInSources(db: Database, userId: number) {
  return db
    .select({
      ip: signInSources.ip,
      userAgent: signInSources.userAgent,
      firstSeenAt: signInSources.firstSeenAt,
      lastSeenAt: signInSources.lastSeenAt,
    })
    .from(signInSources)
    .where(eq(signInSources.userId, userId))
    .orderBy(asc(signInSources.firstSeenAt));
}
