// A student row as each caller may see it (lib/projections.ts): every field for coordinators and
// the student themselves, the sponsor's view for their sponsor, nothing for anyone else. Rows
// become the API's shapes here and nowhere else.
import {
  ageOn,
  type SponsoredStudent,
  type StudentDetails,
  type StudentListEntry,
  type StudentListItem,
  type StudentSponsor,
  type VisibleStudentStatus,
} from '@portal/shared';
import {
  seesEverything,
  sponsorNameFor,
  studentForSponsor,
  type Viewer,
} from '../../lib/projections';
import type { CurrentSponsorRow } from './student-sponsorships';
import type { StudentDetailsRecord, StudentListRecord } from './students.repo';

/** Only visible students reach the mappers; the status type says so. */
function visibleStatus(status: StudentListRecord['status']): VisibleStudentStatus {
  if (status === 'delete') throw new Error('a deleted student reached the API');
  return status;
}

/** Turns a photo file id into the URL the answer carries (a signed URL: modules/files). */
export type PhotoUrl = (photoFileId: number | null) => string | null;

export function toStudentListItem(
  row: StudentListRecord,
  today: string,
  photoUrl: PhotoUrl,
): StudentListItem {
  return {
    view: 'full',
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    birthdate: row.birthdate,
    age: row.birthdate === null ? null : ageOn(row.birthdate, today),
    gender: row.gender,
    grade: row.grade,
    status: visibleStatus(row.status),
    school:
      row.schoolId === null || row.schoolName === null
        ? null
        : { id: row.schoolId, name: row.schoolName },
    village: { id: row.villageId, name: row.villageName },
    photoUrl: photoUrl(row.photoFileId),
  };
}

/** The row as the student's sponsor sees it (lib/projections.ts). */
export function toSponsoredStudent(
  row: StudentListRecord,
  today: string,
  photoUrl: PhotoUrl,
): SponsoredStudent {
  return studentForSponsor(
    {
      id: row.id,
      firstName: row.firstName,
      birthdate: row.birthdate,
      gender: row.gender,
      grade: row.grade,
      school:
        row.schoolId === null || row.schoolName === null
          ? null
          : { id: row.schoolId, name: row.schoolName },
      village: { id: row.villageId, name: row.villageName },
      photoUrl: photoUrl(row.photoFileId),
    },
    today,
  );
}

export function toStudentDetails(
  row: StudentDetailsRecord,
  sponsors: StudentSponsor[],
  today: string,
  photoUrl: PhotoUrl,
): StudentDetails {
  return {
    ...toStudentListItem(row, today, photoUrl),
    country:
      row.countryId === null || row.countryCode === null || row.countryName === null
        ? null
        : { id: row.countryId, code: row.countryCode, name: row.countryName },
    externalId: row.externalId,
    leadershipDistinction: row.leadershipDistinction,
    photoFileId: row.photoFileId,
    userId: row.userId,
    sponsors,
    paired: sponsors.length > 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list row as the caller may see it; none for a caller with no view of it. */
export function studentListEntryFor(
  viewer: Viewer,
  row: StudentListRecord,
  today: string,
  photoUrl: PhotoUrl,
): StudentListEntry | null {
  if (seesEverything(viewer)) return toStudentListItem(row, today, photoUrl);
  return viewer === 'sponsor' ? toSponsoredStudent(row, today, photoUrl) : null;
}

/**
 * The student's current sponsors as `viewer` may see them: in full for coordinators; the first
 * name and photo of the active ones for the student themselves (the same as SPONSOR_PATHS.mySponsors);
 * none for anyone else.
 */
export function toStudentSponsors(
  rows: CurrentSponsorRow[],
  viewer: Viewer,
  photoUrl: PhotoUrl,
): StudentSponsor[] {
  // The student looks at their sponsors as a student looks at a sponsor.
  const sponsorViewer: Viewer = viewer === 'self' ? 'student' : viewer;
  return rows.flatMap((row) => {
    const name = sponsorNameFor(sponsorViewer, row);
    return name
      ? [
          {
            id: row.id,
            firstName: name.firstName,
            lastName: name.lastName,
            photoUrl: photoUrl(row.photoFileId),
          },
        ]
      : [];
  });
}
