// Assessment records as answers, for the sponsor or for coordinators.
import {
  ASSESSMENT_MIN_LENGTH,
  ASSESSMENT_PARTS,
  type Assessment,
  type AssessmentPart,
  type Assessments,
  type Period,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { coordinatorNameFor } from '../../lib/projections';
import type { Reader } from './assessments-context';
import {
  findAssessmentParts,
  type AssessmentRecord,
  type AssessmentSponsor,
} from './assessments.repo';

function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

function fullName(first: string | null, last: string | null): string | null {
  const name = [first, last].filter(Boolean).join(' ');
  return name === '' ? null : name;
}

function toAssessment(
  part: AssessmentPart,
  record: AssessmentRecord | undefined,
  reader: Reader,
): Assessment {
  if (!record)
    return {
      part,
      status: 'notStarted',
      text: null,
      submittedAt: null,
      updatedAt: null,
      returnComment: null,
      returnedAt: null,
      returnedBy: null,
    };
  // A draft is the sponsor's own until they submit it; a returned text is the one that was
  // submitted, as the sponsor now changes it.
  const isHidden = reader === 'coordinator' && record.status === 'draft';
  return {
    part,
    status: record.status,
    text: isHidden ? null : record.text,
    submittedAt: iso(record.submittedAt),
    updatedAt: iso(record.updatedAt),
    returnComment: record.returnComment,
    returnedAt: iso(record.returnedAt),
    returnedBy: coordinatorNameFor(
      reader === 'coordinator' ? 'coordinator' : 'sponsor',
      fullName(record.returnedByFirstName, record.returnedByLastName),
    ),
  };
}

function sponsorOf(sponsor: AssessmentSponsor): Assessments['sponsor'] {
  return {
    id: sponsor.id,
    fullName: `${sponsor.firstName} ${sponsor.lastName}`,
    school: { id: sponsor.schoolId, name: sponsor.schoolName },
  };
}

/** The five parts of a year in ASSESSMENT_PARTS order, or none without a year. */
export async function assessmentsOf(
  tx: Database,
  sponsor: AssessmentSponsor,
  year: Period | undefined,
  reader: Reader,
): Promise<Assessments> {
  const records = year ? await findAssessmentParts(tx, sponsor.id, year.id) : [];
  const byPart = new Map(records.map((record) => [record.part, record]));
  const parts = year
    ? ASSESSMENT_PARTS.map((part) => toAssessment(part, byPart.get(part), reader))
    : [];
  return {
    sponsor: sponsorOf(sponsor),
    year: year ? { id: year.id, name: year.name } : null,
    minLength: ASSESSMENT_MIN_LENGTH,
    parts,
    submitted: parts.filter((part) => part.status === 'submitted').length,
  };
}

export async function partOf(
  tx: Database,
  sponsorId: number,
  periodId: number,
  part: AssessmentPart,
  reader: Reader,
): Promise<Assessment> {
  const [record] = await findAssessmentParts(tx, sponsorId, periodId, part);
  return toAssessment(part, record, reader);
}
