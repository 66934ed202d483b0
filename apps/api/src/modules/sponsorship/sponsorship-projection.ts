// A sponsorship as the API answers it, from its record (the missing agreements and the letters'
// pause are added by the service for the callers who may see them).
import type { Sponsorship } from '@portal/shared';
import type { SponsorshipRecord } from './sponsorship.repo';

export function sponsorshipOf(
  row: SponsorshipRecord,
  photoUrl: (fileId: number | null) => string | null,
): Sponsorship {
  return {
    missingAgreements: [],
    lettersPause: null,
    id: row.id,
    periodId: row.periodId,
    periodName: row.periodName,
    student: {
      id: row.studentId,
      firstName: row.studentFirstName,
      lastName: row.studentLastName,
      fullName: `${row.studentFirstName} ${row.studentLastName}`,
      photoUrl: photoUrl(row.studentPhotoFileId),
      village: { id: row.villageId, name: row.villageName },
      school:
        row.studentSchoolId === null
          ? null
          : { id: row.studentSchoolId, name: row.studentSchoolName ?? '' },
    },
    sponsor: {
      id: row.sponsorId,
      firstName: row.sponsorFirstName,
      lastName: row.sponsorLastName,
      fullName: `${row.sponsorFirstName} ${row.sponsorLastName}`,
      photoUrl: photoUrl(row.sponsorPhotoFileId),
      school: { id: row.sponsorSchoolId, name: row.sponsorSchoolName },
    },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    endReason: row.endReason,
  };
}
