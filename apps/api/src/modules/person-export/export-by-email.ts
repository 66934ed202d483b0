// The super admin exports someone without an account by the e-mail they gave (POST
// /edrocks/api/people/export-by-email, decision 054): a donor's gifts, a buyer's orders, a
// parent's contacts, agreement links and signatures, the payments, mail and requests under the
// e-mail, and the history of those records. An account's e-mail is refused (409 HAS_ACCOUNT: the
// account's export covers it); an erased person's placeholder, like an e-mail the portal does not
// hold, answers 404. Everything is read before the first byte; the export is recorded.
import type { FastifyReply } from 'fastify';
import {
  ERASED_EMAIL_DOMAIN,
  PERSON_ERASE_ERRORS,
  type Language,
  type PersonExportByEmailBody,
} from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { recordAccess } from '../../lib/audit/record-access';
import { appError } from '../../lib/errors';
import { sendStreamedAnswer } from '../../lib/streamed-answer';
import {
  EMAIL_SECTION_NAMES,
  emailExportFileName,
  writeEmailZip,
  type EmailExport,
  type EmailSectionName,
} from './email-export-zip';
import {
  findAccountOfEmail,
  findBoardMember,
  findHistoryOf,
  findLinksTo,
  findOwnedIds,
  findParentContacts,
  findPayments,
  findSignaturesThrough,
  findSponsorNames,
} from './email-traces.repo';
import type { PersonExportContext } from './person-export-context';
import { findUserNames } from './person-records.repo';
import { findMails, type PagedRows } from './person-paged-traces.repo';
import {
  findDataRequests,
  findDonationsMade,
  findMailAddresses,
  findOrders,
} from './person-traces.repo';

/**
 * Every row of a paged section, read before the first byte like the rest of this export: under
 * an e-mail that is no account's there are a donor's receipts or a parent's links, not years of
 * a sponsor's letters' notices.
 */
async function allRows<Row>(paged: PagedRows<Row>): Promise<Row[]> {
  const rows: Row[] = [];
  for await (const page of paged.pages()) rows.push(...page);
  return rows;
}

async function refuseAccount(db: Database, email: string): Promise<void> {
  const account = await findAccountOfEmail(db, email);
  if (account?.userId)
    throw appError(PERSON_ERASE_ERRORS.HAS_ACCOUNT, { params: { userId: account.userId } });
  if (account?.sponsorId)
    throw appError(PERSON_ERASE_ERRORS.SPONSOR_RECORD_EMAIL, {
      params: { sponsorId: account.sponsorId },
    });
}

/** A parent's records: contacts, the links sent to them, what they signed (drawings as files). */
async function parentSections(db: Database, email: string) {
  const contacts = await findParentContacts(db, email);
  const links = await findLinksTo(
    db,
    email,
    contacts.map((contact) => contact.id),
  );
  const signatures = await findSignaturesThrough(
    db,
    links.map((link) => link.id),
  );
  const sponsorNames = await findSponsorNames(db, [
    ...links.map((link) => link.sponsorId),
    ...signatures.map((signature) => signature.sponsorId),
  ]);
  const files = signatures.flatMap((row) =>
    row.signaturePng
      ? [{ path: `files/signatures/agreement-${row.id}.png`, bytes: Buffer.from(row.signaturePng) }]
      : [],
  );
  const signed = signatures.map(({ signaturePng, sponsorId, ...row }) => ({
    ...row,
    sponsor: sponsorNames.get(sponsorId) ?? null,
    hasDrawnSignature: signaturePng !== null,
  }));
  const sent = links.map(({ sponsorId, ...link }) => ({
    ...link,
    sponsor: sponsorNames.get(sponsorId) ?? null,
  }));
  return { contacts, links: sent, signed, files, acceptanceIds: signatures.map((row) => row.id) };
}

async function historySection(db: Database, records: Parameters<typeof findHistoryOf>[1]) {
  const entries = await findHistoryOf(db, records);
  const names = await findUserNames(
    db,
    entries.map((row) => row.actorId),
  );
  return entries.map((row) => ({
    ...row,
    actor: row.actorId === null ? null : (names.get(row.actorId) ?? null),
  }));
}

function firstName(parts: {
  donations: Array<{ firstName: string; lastName: string }>;
  orders: Array<{ buyerFirstName: string; buyerLastName: string }>;
  contacts: Array<{ firstName: string; lastName: string }>;
}): string {
  const names = [
    ...parts.contacts.map((row) => `${row.firstName} ${row.lastName}`),
    ...parts.donations.map((row) => `${row.firstName} ${row.lastName}`),
    ...parts.orders.map((row) => `${row.buyerFirstName} ${row.buyerLastName}`),
  ];
  return names.map((name) => name.trim()).find((name) => name.length > 0) ?? '';
}

/** es-CO when any record under the e-mail says so (the person chose it there), else en-US. */
function languageOf(records: Array<{ language: string | null }>): Language {
  return records.some((record) => record.language === 'es-CO') ? 'es-CO' : 'en-US';
}

export async function gatherEmailExport(
  context: PersonExportContext,
  email: string,
): Promise<EmailExport> {
  const { db } = context;
  const owned = await findOwnedIds(db, email);
  const [donations, orders, parents, payments, board, mails, addresses, requestRows] =
    await Promise.all([
      findDonationsMade(db, [email]),
      findOrders(db, [email]),
      parentSections(db, email),
      findPayments(db, email, owned),
      findBoardMember(db, email),
      findMails(db, [email], { isSentOnly: false }).then(allRows),
      findMailAddresses(db, [email]),
      findDataRequests(db, null, [email]),
    ]);
  const history = await historySection(db, {
    donationIds: owned.donationIds,
    parentIds: parents.contacts.map((contact) => contact.id),
    acceptanceIds: parents.acceptanceIds,
    requestIds: requestRows.map((request) => request.id),
  });
  const requests = requestRows.map(({ id: _id, ...request }) => request);
  const counts: Record<EmailSectionName, [unknown, number]> = {
    donations: [donations, donations.length],
    'event-orders': [orders, orders.length],
    parents: [parents.contacts, parents.contacts.length],
    'parent-agreements': [
      { sent: parents.links, signed: parents.signed },
      parents.links.length + parents.signed.length,
    ],
    payments: [payments, payments.checkouts.length + payments.notices.length],
    board: [board, board.length],
    emails: [{ messages: mails, addresses }, mails.length + addresses.length],
    'data-requests': [requests, requests.length],
    history: [history, history.length],
  };
  return {
    email,
    personName: firstName({ donations, orders, contacts: parents.contacts }),
    language: languageOf([
      ...donations,
      ...orders,
      ...parents.contacts,
      ...parents.links,
      ...board,
      ...mails,
    ]),
    generatedAt: context.clock.now(),
    sections: EMAIL_SECTION_NAMES.map((name) => ({
      name,
      data: counts[name][0],
      count: counts[name][1],
    })),
    files: parents.files,
  };
}

export async function exportByEmail(
  context: PersonExportContext,
  _auth: AuthContext,
  { email }: PersonExportByEmailBody,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (email.endsWith(`@${ERASED_EMAIL_DOMAIN}`))
    throw appError(PERSON_ERASE_ERRORS.NOTHING_FOR_EMAIL);
  await refuseAccount(context.db, email);
  const content = await gatherEmailExport(context, email);
  if (content.sections.every((section) => section.count === 0))
    throw appError(PERSON_ERASE_ERRORS.NOTHING_FOR_EMAIL);
  // The e-mail names whose data it was; erasing that person redacts this entry too.
  await recordAccess(context.db, {
    action: 'export',
    entity: 'person',
    entityId: null,
    details: { export: 'person', view: 'full', email, files: content.files.length },
  });
  reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${emailExportFileName(content)}"`)
    .header('cache-control', 'no-store');
  return sendStreamedAnswer(reply, (output) => writeEmailZip(output, content));
}
