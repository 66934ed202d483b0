// The sponsor's own assessments: reading the available year's, saving a draft, submitting.
import {
  ASSESSMENT_ERRORS,
  type Assessment,
  type AssessmentPart,
  type Assessments,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { lockAvailableYear } from '../periods/periods.service';
import { assessmentsOf, partOf } from './assessment-projections';
import type { AssessmentsContext } from './assessments-context';
import {
  findOwnAssessmentSponsor,
  saveAssessmentDraft,
  submitAssessment,
} from './assessments.repo';

/**
 * A sponsor's write in the available year, which stays available until the transaction ends
 * (an activation waits); `write` answers false when the part is submitted.
 */
function writeOwn(
  { db }: AssessmentsContext,
  auth: AuthContext,
  part: AssessmentPart,
  write: (tx: Database, key: { sponsorId: number; periodId: number }) => Promise<boolean>,
): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const sponsor = await findOwnAssessmentSponsor(tx, auth, { lock: true });
    if (!sponsor) throw appError('NOT_FOUND');
    const year = await lockAvailableYear(tx);
    if (!year) throw appError('NO_AVAILABLE_YEAR');
    const key = { sponsorId: sponsor.id, periodId: year.id };
    if (!(await write(tx, key))) throw appError(ASSESSMENT_ERRORS.ASSESSMENT_SUBMITTED);
    return partOf(tx, sponsor.id, year.id, part, 'owner');
  });
}

/** The signed-in sponsor's five parts of the available year (year null when none is). */
export async function mine(
  { db, periods }: AssessmentsContext,
  auth: AuthContext,
): Promise<Assessments> {
  const sponsor = await findOwnAssessmentSponsor(db, auth);
  if (!sponsor) throw appError('NOT_FOUND');
  return assessmentsOf(db, sponsor, await periods.findAvailable(), 'owner');
}

/**
 * Saves a draft. A returned part stays "returned", with the coordinator's comment beside it,
 * until the sponsor submits it again: what they change answers that comment, and they would
 * lose it from sight if saving turned the part into a plain draft.
 */
export function saveDraft(
  context: AssessmentsContext,
  auth: AuthContext,
  part: AssessmentPart,
  text: string,
): Promise<Assessment> {
  return writeOwn(context, auth, part, (tx, key) =>
    saveAssessmentDraft(tx, { ...key, part }, text, context.clock.now()),
  );
}

/** Submits a part (the contract holds the minimum length); a submitted one answers 409. */
export function submit(
  context: AssessmentsContext,
  auth: AuthContext,
  part: AssessmentPart,
  text: string,
): Promise<Assessment> {
  return writeOwn(context, auth, part, (tx, key) =>
    submitAssessment(tx, { ...key, part }, text, context.clock.now()),
  );
}
