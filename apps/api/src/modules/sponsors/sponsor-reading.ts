// Reading sponsors: the list and its export (sponsor-list.ts), one sponsor's details, the
// signed-in sponsor's own record, a student's sponsors (first name and photo), and whether the
// caller reaches a sponsor or may change their photo.
import {
  getAccess,
  type Page,
  type Sponsor,
  type SponsorCardList,
  type SponsorDetails,
} from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { appError } from '../../lib/errors';
import type { PageRequest } from '../../lib/list-page';
import { sponsorList, type SponsorListRequest } from './sponsor-list';
import { findVisible, loadDetails, type SponsorsContext } from './sponsors-context';
import {
  findOwnSponsor,
  findSponsorById,
  findSponsorCardsOfStudent,
  ownSponsorVisibility,
  sponsorVisibility,
  type SponsorRecord,
} from './sponsors.repo';

/** Parsed list query (defaults applied by the shared schema). */
export type SponsorListInput = PageRequest & SponsorListRequest;

/** Rows to export, and the day the file is named after. */
export interface SponsorExport {
  today: string;
  rows: AsyncIterable<SponsorRecord>;
}

export async function list(
  { db, photoUrl }: SponsorsContext,
  auth: AuthContext,
  query: SponsorListInput,
): Promise<Page<Sponsor>> {
  return sponsorList.page(db, sponsorVisibility(auth), query, photoUrl);
}

/** Every row of the filtered list, in its order, read in keyset batches; and today's date. */
export function exportSponsors(
  { db, clock }: SponsorsContext,
  auth: AuthContext,
  query: SponsorListRequest,
): SponsorExport {
  return {
    today: clock.now().toISOString().slice(0, 10),
    rows: sponsorList.rows(db, sponsorVisibility(auth), query),
  };
}

export async function getSponsor(
  context: SponsorsContext,
  auth: AuthContext,
  id: number,
): Promise<SponsorDetails> {
  return loadDetails(context, await findVisible(context.db, auth, id), sponsorVisibility(auth));
}

/** The signed-in user's own sponsor record (a sponsor's profile); 404 when they have none. */
export async function getOwn(context: SponsorsContext, auth: AuthContext): Promise<SponsorDetails> {
  const row = await findOwnSponsor(context.db, auth);
  if (!row) throw appError('NOT_FOUND');
  return loadDetails(context, row, ownSponsorVisibility(auth));
}

/** What a student may see of their sponsors: first name and photo. */
export async function getMySponsors(
  { db, photoUrl }: SponsorsContext,
  auth: AuthContext,
): Promise<SponsorCardList> {
  return { items: await findSponsorCardsOfStudent(db, auth, photoUrl) };
}

/** Whether the caller reaches the sponsor (their files, with a Bearer token). */
export async function isVisible(
  { db }: SponsorsContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  return (await findSponsorById(db, sponsorVisibility(auth), id)) !== undefined;
}

/**
 * Whether the caller may change the sponsor's photo: coordinators in scope. The photo reaches the
 * sponsor's students, so a coordinator who has looked at it sets it; the sponsor sends it to them
 * (nothing a sponsor sends reaches a child unseen).
 */
export async function isPhotoEditable(
  context: SponsorsContext,
  auth: AuthContext,
  id: number,
): Promise<boolean> {
  if (auth.access !== 'all' && auth.access !== 'scoped') return false;
  return isVisible(context, auth, id);
}

/**
 * The sponsor's change of their own photo, refused in words; another sponsor's record stays
 * unknown to them (the owner's 404).
 */
export async function refuseOwnPhotoChange(
  { db }: SponsorsContext,
  auth: AuthContext,
  id: number,
): Promise<void> {
  if (getAccess(auth.role, 'sponsors') !== 'own') return;
  if (await findSponsorById(db, ownSponsorVisibility(auth), id))
    throw appError('SPONSOR_PHOTO_BY_COORDINATOR');
}
