// Queries on parent agreement links and the signatures that came through them. A sponsor has
// at most one live link (status `sent`, a partial unique index); a link is read and signed by
// the hash of its key, locked while it is signed so that it works once. A signature held for a
// coordinator's check (the link's `check_status`, decision 030) counts for nothing until
// confirmed: every read of signatures that opens a gate goes through `countedSignature`.
import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  agreementAcceptances,
  agreementVersions,
  parentAgreementLinks,
} from '../../db/schema/index';

export type ParentLinkRow = typeof parentAgreementLinks.$inferSelect;
export type AcceptanceRow = typeof agreementAcceptances.$inferSelect;

/** The sponsor's live link, if any (sent, maybe expired). */
export async function findLiveLink(
  db: Database,
  sponsorId: number,
): Promise<ParentLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(parentAgreementLinks)
    .where(
      and(eq(parentAgreementLinks.sponsorId, sponsorId), eq(parentAgreementLinks.status, 'sent')),
    );
  return row;
}

export async function findLinkByKeyHash(
  db: Database,
  keyHash: string,
  options: { lock?: boolean } = {},
): Promise<ParentLinkRow | undefined> {
  const query = db
    .select()
    .from(parentAgreementLinks)
    .where(eq(parentAgreementLinks.keyHash, keyHash));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Makes the sponsor's live link useless (a new one replaces it). */
export async function replaceLiveLink(tx: Database, sponsorId: number, now: Date): Promise<void> {
  await tx
    .update(parentAgreementLinks)
    .set({ status: 'replaced', closedAt: now })
    .where(
      and(eq(parentAgreementLinks.sponsorId, sponsorId), eq(parentAgreementLinks.status, 'sent')),
    );
}

export async function insertLink(
  tx: Database,
  values: Omit<typeof parentAgreementLinks.$inferInsert, 'id' | 'status' | 'closedAt'>,
): Promise<ParentLinkRow> {
  const [row] = await tx.insert(parentAgreementLinks).values(values).returning();
  if (!row) throw new Error('parent agreement link not stored');
  return row;
}

/** The link is used; `check` says whether its signature waits for a coordinator, and why. */
export async function markLinkSigned(
  tx: Database,
  linkId: number,
  now: Date,
  check: { isHeld: boolean; reasons: string[] },
): Promise<void> {
  await tx
    .update(parentAgreementLinks)
    .set({
      status: 'signed',
      closedAt: now,
      checkStatus: check.isHeld ? 'toCheck' : 'none',
      checkReasons: check.reasons,
    })
    .where(eq(parentAgreementLinks.id, linkId));
}

/**
 * A signature counts when it is the sponsor's own, or a parent's whose check is not needed or
 * was confirmed: held and rejected ones do not (a condition on agreement_acceptances rows).
 */
export function countedSignature(): SQL {
  return sql`(${agreementAcceptances.linkId} is null or exists (select 1 from ${parentAgreementLinks} where ${parentAgreementLinks.id} = ${agreementAcceptances.linkId} and ${parentAgreementLinks.checkStatus} in ('none', 'confirmed')))`;
}

/** The sponsor's signed link `linkId`, locked: decisions on one signature take turns. */
export async function lockSignedLink(
  tx: Database,
  sponsorId: number,
  linkId: number,
): Promise<ParentLinkRow | undefined> {
  const [row] = await tx
    .select()
    .from(parentAgreementLinks)
    .where(
      and(
        eq(parentAgreementLinks.id, linkId),
        eq(parentAgreementLinks.sponsorId, sponsorId),
        eq(parentAgreementLinks.status, 'signed'),
      ),
    )
    .for('update');
  return row;
}

export async function setLinkCheck(
  tx: Database,
  linkId: number,
  decision: { status: 'confirmed' | 'rejected'; by: number; at: Date },
): Promise<void> {
  await tx
    .update(parentAgreementLinks)
    .set({ checkStatus: decision.status, checkedBy: decision.by, checkedAt: decision.at })
    .where(eq(parentAgreementLinks.id, linkId));
}

/**
 * Which of these sponsors have a parent's signature of one of these versions (the current
 * texts) waiting for a coordinator's check.
 */
export async function findSponsorsWithHeldSignatures(
  db: Database,
  sponsorIds: number[],
  versionIds: number[],
): Promise<Set<number>> {
  if (sponsorIds.length === 0 || versionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ sponsorId: parentAgreementLinks.sponsorId })
    .from(parentAgreementLinks)
    .innerJoin(agreementAcceptances, eq(agreementAcceptances.linkId, parentAgreementLinks.id))
    .where(
      and(
        inArray(parentAgreementLinks.sponsorId, sponsorIds),
        eq(parentAgreementLinks.checkStatus, 'toCheck'),
        inArray(agreementAcceptances.versionId, versionIds),
      ),
    );
  return new Set(rows.map((row) => row.sponsorId));
}

/**
 * A parent's signatures of the sponsor (those that came through a link), newest first, with the
 * link's recipient and check.
 */
export function findParentSignaturesOf(db: Database, sponsorId: number) {
  return db
    .select({
      id: agreementAcceptances.id,
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
      typedName: agreementAcceptances.typedName,
      relationship: agreementAcceptances.signerRelationship,
      signedAt: agreementAcceptances.signedAt,
      ip: agreementAcceptances.ip,
      userAgent: agreementAcceptances.userAgent,
      linkId: parentAgreementLinks.id,
      parentName: parentAgreementLinks.parentName,
      parentEmail: parentAgreementLinks.parentEmail,
      checkStatus: parentAgreementLinks.checkStatus,
      checkReasons: parentAgreementLinks.checkReasons,
      checkedAt: parentAgreementLinks.checkedAt,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .innerJoin(parentAgreementLinks, eq(parentAgreementLinks.id, agreementAcceptances.linkId))
    .where(
      and(eq(agreementAcceptances.sponsorId, sponsorId), isNotNull(agreementAcceptances.linkId)),
    )
    .orderBy(desc(agreementAcceptances.signedAt), desc(agreementAcceptances.id));
}

export type ParentSignatureRow = Awaited<ReturnType<typeof findParentSignaturesOf>>[number];

export type NewParentAcceptance = Omit<typeof agreementAcceptances.$inferInsert, 'id'>;

export async function insertParentAcceptances(
  tx: Database,
  rows: NewParentAcceptance[],
): Promise<AcceptanceRow[]> {
  return tx.insert(agreementAcceptances).values(rows).returning();
}

/** A signature with the version it signed (for its PDF). */
export async function findSignature(db: Database, id: number) {
  const [row] = await db
    .select({ signature: agreementAcceptances, version: agreementVersions })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(eq(agreementAcceptances.id, id));
  return row;
}
