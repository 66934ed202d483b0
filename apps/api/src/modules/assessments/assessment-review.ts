// Coordinators' side: reading a sponsor's assessments, returning a submitted part.
import {
  ASSESSMENT_ERRORS,
  type Assessment,
  type AssessmentPart,
  type Assessments,
  type Language,
  type Period,
} from '@portal/shared';
import { appError } from '../../lib/errors';
import type { AuthContext } from '../../lib/auth-context';
import { findYear } from '../periods/periods.service';
import { buildAssessmentReturnedMail } from './assessment-mail';
import { assessmentsOf, partOf } from './assessment-projections';
import type { AssessmentsContext, Reader } from './assessments-context';
import {
  assessmentReviewVisibility,
  assessmentVisibility,
  findAssessmentSponsor,
  returnAssessment,
} from './assessments.repo';

/**
 * A sponsor's five parts of a year (omitted: the available one) for coordinators in scope,
 * or for the sponsor themselves; anyone else finds no such sponsor (404).
 */
export async function ofSponsor(
  { db, periods }: AssessmentsContext,
  auth: AuthContext,
  sponsorId: number,
  periodId: number | undefined,
): Promise<Assessments> {
  const sponsor = await findAssessmentSponsor(db, assessmentVisibility(auth), sponsorId);
  if (!sponsor) throw appError('NOT_FOUND');
  let year: Period | undefined;
  if (periodId === undefined) year = await periods.findAvailable();
  else {
    year = await findYear(db, periodId);
    if (!year) throw appError('NOT_FOUND');
  }
  const reader: Reader = auth.access === 'own' ? 'owner' : 'coordinator';
  return assessmentsOf(db, sponsor, year, reader);
}

/**
 * Returns a submitted part to its sponsor with a comment and e-mails them, in one
 * transaction. Only in a year that is still open: a closed year's texts can no longer be
 * changed, so returning one would only take the distinction away.
 */
export function returnPart(
  { db, clock, mailer, config }: AssessmentsContext,
  auth: AuthContext,
  sponsorId: number,
  part: AssessmentPart,
  body: { periodId: number; comment: string },
): Promise<Assessment> {
  return db.transaction(async (tx) => {
    const sponsor = await findAssessmentSponsor(tx, assessmentReviewVisibility(auth), sponsorId, {
      lock: true,
    });
    if (!sponsor) throw appError('NOT_FOUND');
    const year = await findYear(tx, body.periodId);
    if (!year) throw appError('NOT_FOUND');
    if (year.status === 'closed') throw appError('PERIOD_CLOSED');
    const key = { sponsorId, periodId: year.id, part };
    const change = { comment: body.comment, returnedBy: auth.userId };
    if (!(await returnAssessment(tx, key, change, clock.now())))
      throw appError(ASSESSMENT_ERRORS.ASSESSMENT_NOT_SUBMITTED);
    await mailer.send(
      {
        ...buildAssessmentReturnedMail({
          to: sponsor.email,
          language: (sponsor.language ?? 'en-US') as Language,
          sponsorName: sponsor.firstName,
          part,
          yearName: year.name,
          comment: body.comment,
          link: `${config.publicUrl}/edrocks/sponsors/assessments`,
        }),
        kind: 'assessmentReturned',
      },
      tx,
    );
    return partOf(tx, sponsorId, year.id, part, 'coordinator');
  });
}
