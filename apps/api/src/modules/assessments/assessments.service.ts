// The leadership assessments (`app.assessments`): a sponsor writes five texts in the available
// year, each saved as a draft and then submitted; coordinators read what was submitted (in
// scope), never a draft's text, and may return a submitted text with a comment, which e-mails
// the sponsor. The database's triggers recount the sponsor's progress and distinction on every
// change of a part's status (migration 0024).
import {
  ASSESSMENT_MIN_LENGTH,
  ASSESSMENT_PARTS,
  type Assessment,
  type AssessmentPart,
  type Assessments,
  type Language,
  type Period,
} from '@portal/shared';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { appError } from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { coordinatorNameFor } from '../../lib/projections';
import type { AuthContext } from '../../lib/auth-context';
import { findYear, lockAvailableYear, type PeriodsService } from '../periods/periods.service';
import { buildAssessmentReturnedMail } from './assessment-mail';
import {
  assessmentReviewVisibility,
  assessmentVisibility,
  findAssessmentParts,
  findAssessmentSponsor,
  findOwnAssessmentSponsor,
  returnAssessment,
  saveAssessmentDraft,
  submitAssessment,
  type AssessmentRecord,
  type AssessmentSponsor,
} from './assessments.repo';

export interface AssessmentsServiceDeps {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'publicUrl'>;
  mailer: Pick<Mailer, 'send'>;
  periods: Pick<PeriodsService, 'findAvailable'>;
}

/**
 * Whose eyes an answer is for: the sponsor reads their own drafts, coordinators do not; who
 * returned a text is named to coordinators only (lib/projections.ts).
 */
type Reader = 'owner' | 'coordinator';

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

export function createAssessmentsService({
  db,
  clock,
  config,
  mailer,
  periods,
}: AssessmentsServiceDeps) {
  /** The five parts of a year in ASSESSMENT_PARTS order, or none without a year. */
  async function assessmentsOf(
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

  async function partOf(
    tx: Database,
    sponsorId: number,
    periodId: number,
    part: AssessmentPart,
    reader: Reader,
  ): Promise<Assessment> {
    const [record] = await findAssessmentParts(tx, sponsorId, periodId, part);
    return toAssessment(part, record, reader);
  }

  /**
   * A sponsor's write in the available year, which stays available until the transaction ends
   * (an activation waits); `write` answers false when the part is submitted.
   */
  function writeOwn(
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
      if (!(await write(tx, key))) throw appError('ASSESSMENT_SUBMITTED');
      return partOf(tx, sponsor.id, year.id, part, 'owner');
    });
  }

  return {
    /** The signed-in sponsor's five parts of the available year (year null when none is). */
    async mine(auth: AuthContext): Promise<Assessments> {
      const sponsor = await findOwnAssessmentSponsor(db, auth);
      if (!sponsor) throw appError('NOT_FOUND');
      return assessmentsOf(db, sponsor, await periods.findAvailable(), 'owner');
    },

    /**
     * Saves a draft. A returned part stays "returned", with the coordinator's comment beside it,
     * until the sponsor submits it again: what they change answers that comment, and they would
     * lose it from sight if saving turned the part into a plain draft.
     */
    saveDraft(auth: AuthContext, part: AssessmentPart, text: string): Promise<Assessment> {
      return writeOwn(auth, part, (tx, key) =>
        saveAssessmentDraft(tx, { ...key, part }, text, clock.now()),
      );
    },

    /** Submits a part (the contract holds the minimum length); a submitted one answers 409. */
    submit(auth: AuthContext, part: AssessmentPart, text: string): Promise<Assessment> {
      return writeOwn(auth, part, (tx, key) =>
        submitAssessment(tx, { ...key, part }, text, clock.now()),
      );
    },

    /**
     * A sponsor's five parts of a year (omitted: the available one) for coordinators in scope,
     * or for the sponsor themselves; anyone else finds no such sponsor (404).
     */
    async ofSponsor(
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
    },

    /**
     * Returns a submitted part to its sponsor with a comment and e-mails them, in one
     * transaction. Only in a year that is still open: a closed year's texts can no longer be
     * changed, so returning one would only take the distinction away.
     */
    returnPart(
      auth: AuthContext,
      sponsorId: number,
      part: AssessmentPart,
      body: { periodId: number; comment: string },
    ): Promise<Assessment> {
      return db.transaction(async (tx) => {
        const sponsor = await findAssessmentSponsor(
          tx,
          assessmentReviewVisibility(auth),
          sponsorId,
          { lock: true },
        );
        if (!sponsor) throw appError('NOT_FOUND');
        const year = await findYear(tx, body.periodId);
        if (!year) throw appError('NOT_FOUND');
        if (year.status === 'closed') throw appError('PERIOD_CLOSED');
        const key = { sponsorId, periodId: year.id, part };
        const change = { comment: body.comment, returnedBy: auth.userId };
        if (!(await returnAssessment(tx, key, change, clock.now())))
          throw appError('ASSESSMENT_NOT_SUBMITTED');
        await mailer.send(
          buildAssessmentReturnedMail({
            to: sponsor.email,
            language: (sponsor.language ?? 'en-US') as Language,
            sponsorName: sponsor.firstName,
            part,
            yearName: year.name,
            comment: body.comment,
            link: `${config.publicUrl}/edrocks/sponsors/assessments`,
          }),
          tx,
        );
        return partOf(tx, sponsorId, year.id, part, 'coordinator');
      });
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
