// The sections of what the portal recorded around a person: gifts made and received, event
// orders, e-mails, notification settings, consents, sign-ins, and the history of their records
// (the e-mails and the history in full, read a page at a time as the ZIP is written).
// For the person themselves a gift to their page shows what their page shows (the donor's first
// name and message once the review let them through: decision 031), and a history entry names
// no coordinator and no other caller's address.
import { DONOR_MESSAGE_REVIEWS_SHOWN } from '@portal/shared';
import type { Database } from '../../db/client';
import type { ExportSection, ExportView } from './person-export-context';
import { findUserNames } from './person-records.repo';
import { jsonArray, jsonObjectWithArray } from './json-stream';
import { mapPages } from './keyset-pages';
import {
  findAuditEntries,
  findMails,
  type AuditRecord,
  type AuditSubjects,
} from './person-paged-traces.repo';
import {
  donationsCreditedTo,
  findConsents,
  findDataRequests,
  findDonationPages,
  findDonationsMade,
  findDonationsReceived,
  findMailAddresses,
  findOrders,
  findPushSettings,
  findSignInSources,
  type DonationRecord,
} from './person-traces.repo';
import type { ExportSubject } from './record-sections';

function emailsOf({ account, sponsor }: ExportSubject): string[] {
  return [account?.email, sponsor?.email].filter((email): email is string => Boolean(email));
}

/** A gift credited to the person's page, as their page shows it to them. */
function receivedGiftForSelf(row: DonationRecord) {
  const isShown = (DONOR_MESSAGE_REVIEWS_SHOWN as readonly string[]).includes(row.messageReview);
  return {
    id: row.id,
    status: row.status,
    method: row.method,
    amountCents: row.amountCents,
    currency: row.currency,
    donorFirstName: isShown ? row.firstName : '',
    message: isShown ? row.message : '',
    paidAt: row.paidAt,
    refundedAt: row.refundedAt,
    createdAt: row.createdAt,
  };
}

/** A gift the person made: theirs in full, less the safeguarding review's verdict. */
function madeGiftForSelf({
  messageReview: _review,
  sponsorId: _s,
  studentId: _t,
  ...row
}: DonationRecord) {
  return row;
}

async function donationSection(
  db: Database,
  subject: ExportSubject,
  view: ExportView,
): Promise<ExportSection> {
  const sponsorId = subject.sponsor?.id ?? null;
  // Students have no donations area: their own export leaves out the gifts to their page.
  const studentId = view === 'full' ? (subject.student?.id ?? null) : null;
  const [made, received, pages] = await Promise.all([
    findDonationsMade(db, emailsOf(subject)),
    findDonationsReceived(db, donationsCreditedTo(sponsorId, studentId)),
    sponsorId === null ? Promise.resolve([]) : findDonationPages(db, sponsorId),
  ]);
  const data =
    view === 'full'
      ? { made, received, pages }
      : {
          made: made.map(madeGiftForSelf),
          received: received.map(receivedGiftForSelf),
          pages: pages.map(({ text, draftText, draftStatus }) => ({
            text,
            draftText,
            draftStatus,
          })),
        };
  return { name: 'donations', data, count: made.length + received.length };
}

function historyForSelf(userId: number | null, row: AuditRecord) {
  const isOwnAction = userId !== null && row.actorId === userId;
  return {
    at: row.at,
    by: isOwnAction ? 'you' : row.actorId === null ? 'system' : 'coordinator',
    address: isOwnAction ? row.address : null,
    record: row.entity,
    action: row.action,
    changes: row.changes,
    reason: row.reason,
  };
}

/** The history, read a page at a time as the ZIP is written, as the viewer may read it. */
async function historySection(
  db: Database,
  subject: ExportSubject,
  view: ExportView,
  related: { parentIds: number[]; requestIds: number[] },
): Promise<ExportSection> {
  const subjects: AuditSubjects = {
    user: subject.account ? [subject.account.id] : [],
    sponsor: subject.sponsor ? [subject.sponsor.id] : [],
    student: subject.student ? [subject.student.id] : [],
    parent: related.parentIds,
    // Who handled the person's data requests, and when: the requests are theirs.
    dataRequest: related.requestIds,
  };
  const entries = await findAuditEntries(db, subjects);
  const userId = subject.account?.id ?? null;
  const readable = (page: readonly AuditRecord[]): unknown[] | Promise<unknown[]> =>
    view === 'self' ? page.map((row) => historyForSelf(userId, row)) : withActorNames(db, page);
  return {
    name: 'history',
    count: entries.count,
    json: () => jsonArray(mapPages(entries.pages(), readable)),
  };
}

/** A page of entries with their actors' names (the super admin's view). */
async function withActorNames(db: Database, page: readonly AuditRecord[]) {
  const names = await findUserNames(
    db,
    page.map((row) => row.actorId),
  );
  return page.map((row) => ({
    ...row,
    actor: row.actorId === null ? null : (names.get(row.actorId) ?? null),
  }));
}

/**
 * The e-mails, read a page at a time as the ZIP is written, then the addresses' state. The
 * person reads those that reached them; the super admin every one queued to their addresses.
 */
async function emailSection(
  db: Database,
  emails: readonly string[],
  view: ExportView,
): Promise<ExportSection> {
  const [mails, addresses] = await Promise.all([
    findMails(db, emails, { isSentOnly: view === 'self' }),
    findMailAddresses(db, emails),
  ]);
  return {
    name: 'emails',
    count: mails.count,
    json: () => jsonObjectWithArray('messages', mails.pages(), { addresses }),
  };
}

export async function traceSections(
  db: Database,
  subject: ExportSubject,
  view: ExportView,
  parentIds: number[],
): Promise<ExportSection[]> {
  const emails = emailsOf(subject);
  const userId = subject.account?.id ?? null;
  const requestRows = await findDataRequests(db, userId, emails);
  const requestIds = requestRows.map((request) => request.id);
  const requests = requestRows.map(({ id: _id, ...request }) => request);
  const [donations, orders, mails, push, consents, signIns, history] = await Promise.all([
    donationSection(db, subject, view),
    findOrders(db, emails),
    emailSection(db, emails, view),
    userId === null ? Promise.resolve(null) : findPushSettings(db, userId),
    userId === null ? Promise.resolve([]) : findConsents(db, userId),
    userId === null ? Promise.resolve([]) : findSignInSources(db, userId),
    historySection(db, subject, view, { parentIds, requestIds }),
  ]);
  return [
    donations,
    { name: 'event-orders', data: orders, count: orders.length },
    mails,
    { name: 'notifications', data: push, count: push ? 1 : 0 },
    { name: 'consents', data: consents, count: consents.length },
    { name: 'sign-ins', data: signIns, count: signIns.length },
    { name: 'data-requests', data: requests, count: requests.length },
    history,
  ];
}
