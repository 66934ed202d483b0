// Queries of the leadership assessments. A sponsor's five texts of a year are reached through
// their sponsor record, found within the caller's reach (assessmentVisibility: a sponsor their
// own record, an admin the sponsors of their schools); the writes are single statements whose
// WHERE decides what a concurrent request may still change, so two submits of one part cannot
// both pass. `leadership_progress` is the database's (migration 0024): nothing here writes it.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AssessmentPart } from '@portal/shared';
import type { Database } from '../../db/client';
import { leadershipAssessments, schools, sponsors, users } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';
import type { AuthContext } from '../../lib/auth-context';

/**
 * Whose assessments the caller reads: a sponsor only their own, an admin the sponsors of their
 * assigned schools, the other coordinators every sponsor.
 */
export const assessmentVisibility = defineVisibility('assessments', (auth) => {
  if (auth.access === 'own' || auth.access === 'ownRead') return eq(sponsors.userId, auth.userId);
  return scopeCondition(auth, 'assessments', { school: sponsors.schoolId });
});

/** Whose submitted assessments the caller may return: an admin's, those of their schools. */
export const assessmentReviewVisibility = defineVisibility('assessmentReview', (auth) =>
  scopeCondition(auth, 'assessmentReview', { school: sponsors.schoolId }),
);

export type AssessmentSponsorVisibility =
  Visibility<'assessments'> | Visibility<'assessmentReview'>;

export interface AssessmentSponsor {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  schoolId: number;
  schoolName: string;
  /** The language of the sponsor's account, if they have one (their e-mails). */
  language: string | null;
}

function selectSponsor(db: Database) {
  return db
    .select({
      id: sponsors.id,
      firstName: sponsors.firstName,
      lastName: sponsors.lastName,
      email: sponsors.email,
      schoolId: schools.id,
      schoolName: schools.name,
      language: users.language,
    })
    .from(sponsors)
    .innerJoin(schools, eq(schools.id, sponsors.schoolId))
    .leftJoin(users, eq(users.id, sponsors.userId))
    .$dynamic();
}

/**
 * The sponsor `sponsorId` if the caller reaches them. With `lock`, their row is key-share locked
 * until the transaction ends: it cannot be deleted under a write of their texts, and nothing
 * else that changes it (their profile, the distinction) waits.
 */
export async function findAssessmentSponsor(
  db: Database,
  visibility: AssessmentSponsorVisibility,
  sponsorId: number,
  options: { lock?: boolean } = {},
): Promise<AssessmentSponsor | undefined> {
  let query = selectSponsor(db).where(and(visibility.condition, eq(sponsors.id, sponsorId)));
  if (options.lock) query = query.for('key share', { of: sponsors });
  const [row] = await query;
  return row;
}

/** The caller's own sponsor record (the sponsor's screen), locked as above with `lock`. */
export async function findOwnAssessmentSponsor(
  db: Database,
  auth: AuthContext,
  options: { lock?: boolean } = {},
): Promise<AssessmentSponsor | undefined> {
  let query = selectSponsor(db).where(eq(sponsors.userId, auth.userId));
  if (options.lock) query = query.for('key share', { of: sponsors });
  const [row] = await query;
  return row;
}

export interface AssessmentRecord {
  part: AssessmentPart;
  status: 'draft' | 'submitted' | 'returned';
  text: string;
  submittedAt: Date | null;
  updatedAt: Date;
  returnComment: string | null;
  returnedAt: Date | null;
  returnedByFirstName: string | null;
  returnedByLastName: string | null;
}

/** A sponsor's saved parts of a year (the primary key's index), with who returned each. */
export function findAssessmentParts(
  db: Database,
  sponsorId: number,
  periodId: number,
  part?: AssessmentPart,
): Promise<AssessmentRecord[]> {
  return db
    .select({
      part: leadershipAssessments.part,
      status: leadershipAssessments.status,
      text: leadershipAssessments.text,
      submittedAt: leadershipAssessments.submittedAt,
      updatedAt: leadershipAssessments.updatedAt,
      returnComment: leadershipAssessments.returnComment,
      returnedAt: leadershipAssessments.returnedAt,
      returnedByFirstName: users.firstName,
      returnedByLastName: users.lastName,
    })
    .from(leadershipAssessments)
    .leftJoin(users, eq(users.id, leadershipAssessments.returnedBy))
    .where(
      and(
        eq(leadershipAssessments.sponsorId, sponsorId),
        eq(leadershipAssessments.periodId, periodId),
        part === undefined ? undefined : eq(leadershipAssessments.part, part),
      ),
    )
    .orderBy(asc(leadershipAssessments.part));
}

export interface AssessmentKey {
  sponsorId: number;
  periodId: number;
  part: AssessmentPart;
}

const byKey = [
  leadershipAssessments.sponsorId,
  leadershipAssessments.periodId,
  leadershipAssessments.part,
];

/**
 * Saves the text as a draft: a new row, or the text of a draft or returned part (a returned one
 * keeps its status and the coordinator's comment until it is submitted again). False when the
 * part is submitted: the row is left as it is.
 */
export async function saveAssessmentDraft(
  tx: Database,
  key: AssessmentKey,
  text: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(leadershipAssessments)
    .values({ ...key, text, status: 'draft', updatedAt: now })
    .onConflictDoUpdate({
      target: byKey,
      set: { text, updatedAt: now },
      setWhere: ne(leadershipAssessments.status, 'submitted'),
    })
    .returning({ part: leadershipAssessments.part });
  return rows.length > 0;
}

/**
 * Submits the text: a new row, or a draft or returned part, which loses the return's comment.
 * False when the part is already submitted (a concurrent submit of the same part included).
 */
export async function submitAssessment(
  tx: Database,
  key: AssessmentKey,
  text: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(leadershipAssessments)
    .values({ ...key, text, status: 'submitted', submittedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: byKey,
      set: {
        text,
        status: 'submitted',
        submittedAt: now,
        returnComment: null,
        returnedAt: null,
        returnedBy: null,
        updatedAt: now,
      },
      setWhere: ne(leadershipAssessments.status, 'submitted'),
    })
    .returning({ part: leadershipAssessments.part });
  return rows.length > 0;
}

/** Returns a submitted part with the comment; false when the part is not submitted. */
export async function returnAssessment(
  tx: Database,
  key: AssessmentKey,
  change: { comment: string; returnedBy: number },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(leadershipAssessments)
    .set({
      status: 'returned',
      returnComment: change.comment,
      returnedAt: now,
      returnedBy: change.returnedBy,
      updatedAt: now,
    })
    .where(
      and(
        eq(leadershipAssessments.sponsorId, key.sponsorId),
        eq(leadershipAssessments.periodId, key.periodId),
        eq(leadershipAssessments.part, key.part),
        eq(leadershipAssessments.status, 'submitted'),
      ),
    )
    .returning({ part: leadershipAssessments.part });
  return rows.length > 0;
}
