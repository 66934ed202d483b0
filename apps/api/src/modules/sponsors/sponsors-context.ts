// What every use case of the sponsors area takes first (its database, clock and the signer of
// photo URLs), and the small helpers they share: a sponsor as the caller reaches it, and its
// details with its parents.
import { ADULT_AGE, ageOn, type SponsorDetails, type SponsorParent } from '@portal/shared';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { FileUrls } from '../../lib/files/file-urls';
import { findParentsOfSponsors, toSponsorParent } from './sponsor-parents.repo';
import {
  findSponsorById,
  sponsorVisibility,
  toSponsor,
  type PhotoUrl,
  type SponsorRecord,
  type SponsorVisibility,
} from './sponsors.repo';

export interface SponsorsServiceDeps {
  db: Database;
  clock: Clock;
  /** Signs photo URLs (lib/files/file-urls.ts). */
  fileUrls: FileUrls;
}

export interface SponsorsContext extends SponsorsServiceDeps {
  /** A sponsor's photo's URL, as the lists and details answer it. */
  photoUrl: PhotoUrl;
}

export function makeSponsorsContext(deps: SponsorsServiceDeps): SponsorsContext {
  return { ...deps, photoUrl: (fileId: number | null) => deps.fileUrls.photoUrl(fileId) };
}

/** Coordinators (every or assigned school) manage sponsors; `own` access is the sponsor's own record. */
export function canManage(auth: AuthContext): boolean {
  return auth.access === 'all' || auth.access === 'scoped';
}

/** The sponsor if the caller may reach it; 404 otherwise (out of scope looks like unknown). */
export async function findVisible(
  db: Database,
  auth: AuthContext,
  id: number,
): Promise<SponsorRecord> {
  const row = await findSponsorById(db, sponsorVisibility(auth), id);
  if (!row) throw appError('NOT_FOUND');
  return row;
}

function toDetails(
  { clock, photoUrl }: SponsorsContext,
  row: SponsorRecord,
  parents: SponsorParent[],
): SponsorDetails {
  return {
    ...toSponsor(row, photoUrl),
    birthdate: row.birthdate,
    isMinor:
      row.birthdate === null
        ? null
        : ageOn(row.birthdate, clock.now().toISOString().slice(0, 10)) < ADULT_AGE,
    userId: row.userId,
    updatedAt: row.updatedAt.toISOString(),
    parents,
  };
}

export async function loadDetails(
  context: SponsorsContext,
  row: SponsorRecord,
  visibility: SponsorVisibility,
): Promise<SponsorDetails> {
  const parents = await findParentsOfSponsors(context.db, visibility, [row.id]);
  return toDetails(context, row, parents.map(toSponsorParent));
}
