// Queries on parent agreement links and the signatures that came through them. A sponsor has
// at most one live link (status `sent`, a partial unique index); a link is read and signed by
// the hash of its key, locked while it is signed so that it works once.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
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

export async function markLinkSigned(tx: Database, linkId: number, now: Date): Promise<void> {
  await tx
    .update(parentAgreementLinks)
    .set({ status: 'signed', closedAt: now })
    .where(eq(parentAgreementLinks.id, linkId));
}

/** A parent's signatures of the sponsor (those that came through a link), newest first. */
export function findParentSignaturesOf(db: Database, sponsorId: number) {
  return db
    .select({
      id: agreementAcceptances.id,
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
      typedName: agreementAcceptances.typedName,
      relationship: agreementAcceptances.signerRelationship,
      signedAt: agreementAcceptances.signedAt,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(
      and(eq(agreementAcceptances.sponsorId, sponsorId), isNotNull(agreementAcceptances.linkId)),
    )
    .orderBy(desc(agreementAcceptances.signedAt));
}

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
