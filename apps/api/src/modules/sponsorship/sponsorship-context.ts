// What every use case of the sponsorship module is built from: the platform's pieces, the
// available year (periods) and the agreements' gate.
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileUrls } from '../../lib/files/file-urls';
import type { PeriodsService } from '../periods/periods.service';

/** What sponsorship asks of the agreements area: the gate a sponsor passes to pair themselves. */
export interface AgreementsGate {
  /**
   * The required agreements the sponsor has not accepted at their current version (and the
   * parent agreement, for a sponsor under 18 on the year's start date).
   */
  missingSponsorAgreements(
    db: Database,
    sponsorId: number,
    yearStart: string,
  ): Promise<Array<{ key: string }>>;
  /** The same for a page of sponsors at once: sponsor id -> keys of what is missing. */
  missingForSponsors(sponsorIds: number[], yearStart: string): Promise<Map<number, string[]>>;
}

export interface SponsorshipServiceDeps {
  db: Database;
  clock: Clock;
  fileUrls: Pick<FileUrls, 'photoUrl'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: AgreementsGate;
}

/** A photo's signed URL, or null without a photo. */
export type PhotoUrl = (fileId: number | null) => string | null;

export interface SponsorshipContext {
  db: Database;
  clock: Clock;
  photoUrl: PhotoUrl;
  periods: Pick<PeriodsService, 'findAvailable'>;
  agreements: AgreementsGate;
}

export function makeSponsorshipContext({
  db,
  clock,
  fileUrls,
  periods,
  agreements,
}: SponsorshipServiceDeps): SponsorshipContext {
  return {
    db,
    clock,
    photoUrl: (fileId) => fileUrls.photoUrl(fileId),
    periods,
    agreements,
  };
}
