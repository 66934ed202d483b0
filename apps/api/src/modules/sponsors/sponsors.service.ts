// Rules of the sponsors area (PRODUCT.md, Permissions):
// - super and global admins reach every sponsor; an admin only those of their schools (others
//   are "not found"); only they create, move between schools, link accounts, (de)activate.
// - a sponsor reaches their own record only, and may change OWN_SPONSOR_FIELDS (never their birth
//   date: it decides whether they are a minor) and their parents (sponsor-parents.service.ts).
// - a student reaches no sponsor record; they get their sponsors' first name and photo
//   (getMySponsors). Parent contact data therefore only ever reaches admins and the owner.
//
// This file assembles the use cases (reading in sponsor-reading.ts, changes in
// sponsor-writing.ts) and holds what other modules ask of sponsors, each taking the caller's
// database or transaction.
import type { SponsorParent } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { findParentsOfSponsors, toSponsorParent } from './sponsor-parents.repo';
import {
  findSponsorById,
  findOwnSponsor,
  lockSponsor,
  findBirthdates,
  findSponsorForPairing as findSponsorRowForPairing,
  ownSponsorVisibility,
  type PairingSponsor,
  sponsorVisibility,
} from './sponsors.repo';
import { bindUseCases } from '../../lib/use-cases';
import {
  exportSponsors,
  getMySponsors,
  getOwn,
  getSponsor,
  isPhotoEditable,
  isVisible,
  list,
  refuseOwnPhotoChange,
} from './sponsor-reading';
import { sponsorFigures, sponsorListFigures } from './sponsor-figures';
import { createSponsor, setActive, updateSponsor } from './sponsor-writing';
import { makeSponsorsContext, type SponsorsServiceDeps } from './sponsors-context';
import * as sponsorRecords from './sponsors.repo';

export type { SponsorsServiceDeps } from './sponsors-context';
export type { SponsorExport, SponsorListInput } from './sponsor-reading';

export function createSponsorsService(deps: SponsorsServiceDeps) {
  return bindUseCases(makeSponsorsContext(deps), {
    list,
    exportSponsors,
    figures: sponsorFigures,
    listFigures: sponsorListFigures,
    getSponsor,
    getOwn,
    getMySponsors,
    isVisible,
    isPhotoEditable,
    refuseOwnPhotoChange,
    createSponsor,
    updateSponsor,
    setActive,
  });
}

export type SponsorsService = ReturnType<typeof createSponsorsService>;

/**
 * Sponsorship: the sponsor to pair. A sponsor is always their own record (`sponsorId` is
 * ignored); a coordinator names one within their reach. Undefined: none there.
 */
export function findSponsorForPairing(
  db: Database,
  auth: AuthContext,
  sponsorId: number | undefined,
): Promise<PairingSponsor | undefined> {
  if (auth.role === 'SPONSOR')
    return findSponsorRowForPairing(db, ownSponsorVisibility(auth), undefined);
  if (sponsorId === undefined) return Promise.resolve(undefined);
  return findSponsorRowForPairing(db, sponsorVisibility(auth), sponsorId);
}
export type { PairingSponsor };

// For other modules that create sponsors (sign-up, import) in their own transaction, and the
// import's check of the e-mails it would add.
export const findRegisteredSponsorEmails = (
  ...args: Parameters<typeof sponsorRecords.findRegisteredSponsorEmails>
) => sponsorRecords.findRegisteredSponsorEmails(...args);
export const insertSponsorIfFree = (
  ...args: Parameters<typeof sponsorRecords.insertSponsorIfFree>
) => sponsorRecords.insertSponsorIfFree(...args);
export const insertSponsors = (...args: Parameters<typeof sponsorRecords.insertSponsors>) =>
  sponsorRecords.insertSponsors(...args);
export type NewSponsor = sponsorRecords.NewSponsor;

/** What the agreements area needs of a sponsor: names, birth date (minors) and parents. */
export interface AgreementSponsor {
  id: number;
  firstName: string;
  lastName: string;
  birthdate: string | null;
  parents: SponsorParent[];
}

/**
 * Agreements: the sponsor the caller reaches (a sponsor: their own record, `sponsorId`
 * ignored; a coordinator: the one named, within their reach), with their parents.
 */
export async function findSponsorForAgreements(
  db: Database,
  auth: AuthContext,
  sponsorId: number | undefined,
): Promise<AgreementSponsor | undefined> {
  const row =
    auth.role === 'SPONSOR'
      ? await findOwnSponsor(db, auth)
      : sponsorId === undefined
        ? undefined
        : await findSponsorById(db, sponsorVisibility(auth), sponsorId);
  if (!row) return undefined;
  const parents = await findParentsOfSponsors(db, sponsorVisibility.everyone, [row.id]);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthdate: row.birthdate,
    parents: parents.map(toSponsorParent),
  };
}

/** Whether the caller reaches the sponsor (a signed agreement's PDF). */
export async function canReachSponsor(
  db: Database,
  auth: AuthContext,
  sponsorId: number,
): Promise<boolean> {
  const visibility = auth.role === 'SPONSOR' ? ownSponsorVisibility(auth) : sponsorVisibility(auth);
  return (await findSponsorById(db, visibility, sponsorId)) !== undefined;
}

/** The sponsor's name for the system's own work (the parent's public page, a PDF). */
export async function findSponsorName(
  db: Database,
  sponsorId: number,
): Promise<{ firstName: string; lastName: string } | undefined> {
  const row = await findSponsorById(db, sponsorVisibility.everyone, sponsorId);
  return row && { firstName: row.firstName, lastName: row.lastName };
}

/** Locks the sponsor's row (parent agreement links of one sponsor take turns). */
export async function lockSponsorRow(tx: Database, sponsorId: number): Promise<boolean> {
  return (await lockSponsor(tx, sponsorVisibility.everyone, sponsorId)) !== undefined;
}

/** The birth dates of these sponsors (null: unknown), for the agreements a minor needs. */
export async function findSponsorBirthdates(
  db: Database,
  sponsorIds: number[],
): Promise<Map<number, string | null>> {
  const rows = await findBirthdates(db, sponsorIds);
  return new Map(rows.map((row) => [row.id, row.birthdate]));
}
