// Queries on agreements, their versions and the sponsors' signatures. The data is small (a few
// agreements, a few versions each), so the state of a sponsor's agreements is worked out from
// three short reads. What sponsors and parents read goes through `findPublishedVersionsOf`: a
// draft is never loaded on their paths.
import { and, countDistinct, desc, eq, inArray, isNotNull, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agreementAcceptances, agreements, agreementVersions } from '../../db/schema/index';
import { countedSignature } from './parent-agreements.repo';

export type AgreementRow = typeof agreements.$inferSelect;
export type VersionRow = typeof agreementVersions.$inferSelect;

export function findRequiredAgreements(db: Database, audience: 'sponsor' | 'parent') {
  return db
    .select()
    .from(agreements)
    .where(and(eq(agreements.audience, audience), eq(agreements.required, true)))
    .orderBy(agreements.sortOrder, agreements.id);
}

export function findAllAgreements(db: Database) {
  return db.select().from(agreements).orderBy(agreements.sortOrder, agreements.id);
}

/** The published versions of these agreements, newest first. */
export function findPublishedVersionsOf(
  db: Database,
  agreementIds: number[],
): Promise<VersionRow[]> {
  if (agreementIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(agreementVersions)
    .where(
      and(
        inArray(agreementVersions.agreementId, agreementIds),
        isNotNull(agreementVersions.publishedAt),
      ),
    )
    .orderBy(desc(agreementVersions.version), agreementVersions.language);
}

/** Every version of these agreements, drafts included (coordinators), newest first. */
export function findVersionsOf(db: Database, agreementIds: number[]): Promise<VersionRow[]> {
  if (agreementIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(agreementVersions)
    .where(inArray(agreementVersions.agreementId, agreementIds))
    .orderBy(desc(agreementVersions.version), agreementVersions.language);
}

/**
 * The sponsor's signatures that count (a parent's held for a check does not): which version
 * (number) of which agreement, and when.
 */
export function findSignaturesOf(db: Database, sponsorId: number) {
  return db
    .select({
      id: agreementAcceptances.id,
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
      signedAt: agreementAcceptances.signedAt,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(and(eq(agreementAcceptances.sponsorId, sponsorId), countedSignature()));
}

/** These versions (those that exist). */
export function findVersionsByIds(db: Database, ids: number[]): Promise<VersionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(agreementVersions).where(inArray(agreementVersions.id, ids));
}

/**
 * Which version (number) of which agreement each of these sponsors signed (or a parent for them,
 * in a signature that counts: not one held for a coordinator's check, nor a rejected one).
 */
export function findSignaturesOfSponsors(db: Database, sponsorIds: number[]) {
  if (sponsorIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      sponsorId: agreementAcceptances.sponsorId,
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .where(and(inArray(agreementAcceptances.sponsorId, sponsorIds), countedSignature()));
}

export async function findVersion(
  db: Database,
  versionId: number,
): Promise<(VersionRow & { audience: 'sponsor' | 'parent' }) | undefined> {
  const [row] = await db
    .select({ version: agreementVersions, audience: agreements.audience })
    .from(agreementVersions)
    .innerJoin(agreements, eq(agreements.id, agreementVersions.agreementId))
    .where(eq(agreementVersions.id, versionId));
  return row && { ...row.version, audience: row.audience };
}

/** The newest published number of the agreement (0: none is published). */
export async function currentPublishedNumber(db: Database, agreementId: number): Promise<number> {
  const [row] = await db
    .select({ current: max(agreementVersions.version) })
    .from(agreementVersions)
    .where(
      and(eq(agreementVersions.agreementId, agreementId), isNotNull(agreementVersions.publishedAt)),
    );
  return row?.current ?? 0;
}

/** Per agreement and number, how many sponsors signed it (themselves or through a parent). */
export function countSignersByVersion(db: Database) {
  return db
    .select({
      agreementId: agreementVersions.agreementId,
      version: agreementVersions.version,
      signers: countDistinct(agreementAcceptances.sponsorId),
    })
    .from(agreementAcceptances)
    .innerJoin(agreementVersions, eq(agreementVersions.id, agreementAcceptances.versionId))
    .groupBy(agreementVersions.agreementId, agreementVersions.version);
}

export interface NewAcceptance {
  versionId: number;
  sponsorId: number;
  signerUserId: number;
  typedName: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  textSha256: string;
}

/** Records the signature; the unique index keeps one per version and sponsor (the first). */
export async function insertAcceptance(db: Database, acceptance: NewAcceptance) {
  await db.insert(agreementAcceptances).values(acceptance).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(agreementAcceptances)
    .where(
      and(
        eq(agreementAcceptances.versionId, acceptance.versionId),
        eq(agreementAcceptances.sponsorId, acceptance.sponsorId),
      ),
    );
  if (!row) throw new Error('agreement acceptance not stored');
  return row;
}

/** Locks the agreement's row (new versions of one agreement take turns for their number). */
export async function lockAgreement(tx: Database, id: number): Promise<AgreementRow | undefined> {
  const [row] = await tx.select().from(agreements).where(eq(agreements.id, id)).for('update');
  return row;
}

export async function setRequired(db: Database, id: number, required: boolean): Promise<boolean> {
  const rows = await db
    .update(agreements)
    .set({ required })
    .where(eq(agreements.id, id))
    .returning({ id: agreements.id });
  return rows.length > 0;
}

export async function insertVersion(
  tx: Database,
  values: {
    agreementId: number;
    version: number;
    language: string;
    title: string;
    body: string;
    needsReview: boolean;
    createdBy: number | null;
  },
): Promise<void> {
  await tx.insert(agreementVersions).values(values);
}

/** A draft's new title and text; false when it is no draft (any more) or does not exist. */
export async function updateDraftText(
  tx: Database,
  versionId: number,
  values: { title: string; body: string },
): Promise<boolean> {
  const rows = await tx
    .update(agreementVersions)
    .set(values)
    .where(and(eq(agreementVersions.id, versionId), isNull(agreementVersions.publishedAt)))
    .returning({ id: agreementVersions.id });
  return rows.length > 0;
}

/**
 * Publishes every language of a draft number in one statement (the migration's triggers refuse
 * a number published in part); the number of texts published.
 */
export async function publishNumber(
  tx: Database,
  agreementId: number,
  version: number,
  publication: { publishedBy: number; now: Date; asksSignature: boolean },
): Promise<number> {
  const { publishedBy, now, asksSignature } = publication;
  const rows = await tx
    .update(agreementVersions)
    .set({ publishedAt: now, publishedBy, needsReview: false, asksSignature })
    .where(
      and(
        eq(agreementVersions.agreementId, agreementId),
        eq(agreementVersions.version, version),
        isNull(agreementVersions.publishedAt),
      ),
    )
    .returning({ id: agreementVersions.id });
  return rows.length;
}

export async function insertAgreement(
  db: Database,
  values: { key: string; audience: 'sponsor' | 'parent'; required: boolean; sortOrder: number },
): Promise<number> {
  const [row] = await db
    .insert(agreements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: agreements.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.key, values.key));
  if (!existing) throw new Error(`agreement ${values.key} not stored`);
  return existing.id;
}
