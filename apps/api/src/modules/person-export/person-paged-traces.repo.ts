// The person export's reads of the traces that grow without bound: the e-mails sent to a
// person's addresses and the audit entries about their records. Each is counted when the
// download starts (how many, and the newest id then: the summary's count, and the end of what
// is read), then read newest first in keyset pages as the ZIP is written (keyset-pages.ts):
// every row, one page in memory. Read-only (decision 051); tokens are never selected.
import { and, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, mailOutbox } from '../../db/schema/index';
import { EXPORT_PAGE_SIZE, keysetPages, mapPages, type Pages } from './keyset-pages';
import { withoutLinkSecrets } from './link-secrets';

/** Rows of a long section: how many there were when counted, and a way to read them. */
export interface PagedRows<Row> {
  count: number;
  /** Reads the rows counted (none added since), newest first, a page at a time. */
  pages: () => Pages<Row>;
}

/** What a keyset page continues from: the last row's time, exactly (microseconds), and id. */
interface Cursor {
  cursorAt: string;
  id: number;
}

function emptyRows<Row>(): PagedRows<Row> {
  return {
    count: 0,
    pages: async function* () {
      // Nothing to read.
    },
  };
}

/** Pages of rows with a cursor, the cursor left out of what is written. */
function withoutCursor<Row extends Cursor>(
  read: (after: Cursor | null) => Promise<readonly Row[]>,
): Pages<Omit<Row, 'cursorAt'>> {
  return mapPages(keysetPages<Row>(read, EXPORT_PAGE_SIZE), (page) =>
    page.map(({ cursorAt: _cursorAt, ...row }) => row),
  );
}

function lowered(emails: readonly string[]): string[] {
  return [...new Set(emails.map((email) => email.toLowerCase()))];
}

async function countOf(
  db: Database,
  table: typeof mailOutbox | typeof auditLog,
  condition: SQL | undefined,
): Promise<{ count: number; lastId: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      lastId: sql<number | null>`max(${table.id})`.mapWith(Number),
    })
    .from(table)
    .where(condition);
  return { count: row?.count ?? 0, lastId: row?.lastId ?? 0 };
}

function readMails(db: Database, toPerson: SQL, lastId: number, after: Cursor | null) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      kind: mailOutbox.kind,
      language: mailOutbox.language,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      cursorAt: sql<string>`${mailOutbox.createdAt}::text`,
    })
    .from(mailOutbox)
    .where(
      and(
        toPerson,
        lte(mailOutbox.id, lastId),
        after
          ? sql`(${mailOutbox.createdAt}, ${mailOutbox.id}) < (${after.cursorAt}::timestamptz, ${after.id}::integer)`
          : undefined,
      ),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(EXPORT_PAGE_SIZE);
}

export type MailRecord = Omit<Awaited<ReturnType<typeof readMails>>[number], 'cursorAt'>;

/**
 * The e-mails the portal queued to these addresses, newest first; `isSentOnly`: those it sent,
 * leaving out the ones that never went (held, cancelled, skipped, failed, a test checkout's
 * receipt kept for an address anyone may type).
 */
export async function findMails(
  db: Database,
  emails: readonly string[],
  { isSentOnly }: { isSentOnly: boolean },
): Promise<PagedRows<MailRecord>> {
  if (emails.length === 0) return emptyRows();
  // The address index (lower(to_address), created_at) serves both the count and the pages.
  const addressed = inArray(sql`lower(${mailOutbox.to})`, lowered(emails));
  const toPerson = isSentOnly
    ? sql`(${addressed} and ${eq(mailOutbox.status, 'sent')})`
    : addressed;
  const { count, lastId } = await countOf(db, mailOutbox, toPerson);
  if (count === 0) return emptyRows();
  // An export is a file handed over and kept: the links' keys must not work for its reader.
  const pages = () => withoutCursor((after) => readMails(db, toPerson, lastId, after));
  return {
    count,
    pages: () =>
      mapPages(pages(), (page) =>
        page.map((mail) => ({ ...mail, text: withoutLinkSecrets(mail.text) })),
      ),
  };
}

/** The records an audit entry may be about: kinds of record and their ids. */
export type AuditSubjects = Partial<
  Record<'user' | 'sponsor' | 'student' | 'parent' | 'dataRequest', number[]>
>;

function readAuditEntries(db: Database, about: SQL, lastId: number, after: Cursor | null) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      address: auditLog.address,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      action: auditLog.action,
      changes: auditLog.changes,
      reason: auditLog.reason,
      details: auditLog.details,
      cursorAt: sql<string>`${auditLog.at}::text`,
    })
    .from(auditLog)
    .where(
      and(
        about,
        lte(auditLog.id, lastId),
        after
          ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.cursorAt}::timestamptz, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(EXPORT_PAGE_SIZE);
}

export type AuditRecord = Omit<
  Awaited<ReturnType<typeof readAuditEntries>>[number],
  'cursorAt' | 'id'
>;

/** Entries about the person's records, newest first. */
export async function findAuditEntries(
  db: Database,
  subjects: AuditSubjects,
): Promise<PagedRows<AuditRecord>> {
  const parts = Object.entries(subjects)
    .filter(([, ids]) => ids && ids.length > 0)
    .map(([entity, ids]) =>
      and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids ?? [])),
    );
  if (parts.length === 0) return emptyRows();
  // The record index (entity, entity_id, at, id) serves both the count and the pages.
  const about = or(...parts);
  if (!about) return emptyRows();
  const { count, lastId } = await countOf(db, auditLog, about);
  if (count === 0) return emptyRows();
  return {
    count,
    pages: () =>
      mapPages(
        withoutCursor((after) => readAuditEntries(db, about, lastId, after)),
        (page) => page.map(({ id: _id, ...entry }) => entry),
      ),
  };
}
