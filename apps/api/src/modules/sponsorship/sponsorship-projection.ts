// A sponsorship as the API answers it, from its record (the missing agreements and the letters'
// pause are added by the service for the callers who may see them), its student and sponsor named
// by their projections for the caller (decision 032).
import type { Sponsorship } from '@portal/shared';
import type { AuthContext } from '../../lib/auth-context';
import { namesOf } from './sponsorship-people';
import type { SponsorshipRecord } from './sponsorship.repo';

/** None when the caller may see the student or the sponsor not at all. */
export function sponsorshipOf(
  auth: AuthContext,
  row: SponsorshipRecord,
  photoUrl: (fileId: number | null) => string | null,
): Sponsorship | null {
  const names = namesOf(auth, row);
  if (!names) return null;
  return {
    missingAgreements: [],
    lettersPause: null,
    id: row.id,
    periodId: row.periodId,
    periodName: row.periodName,
    student: {
      id: row.studentId,
      ...names.student,
      photoUrl: photoUrl(row.studentPhotoFileId),
      village: { id: row.villageId, name: row.villageName },
      school:
        row.studentSchoolId === null
          ? null
          : { id: row.studentSchoolId, name: row.studentSchoolName ?? '' },
    },
    sponsor: {
      id: row.sponsorId,
      ...names.sponsor,
      photoUrl: photoUrl(row.sponsorPhotoFileId),
      school: { id: row.sponsorSchoolId, name: row.sponsorSchoolName },
    },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
  };
}
