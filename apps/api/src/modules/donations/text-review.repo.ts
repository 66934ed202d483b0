// Queries of the safeguarding review of the donation pages (area `textReview`, decisions/031):
// the held page texts (donation_pages.draft_status 'held') and donors' messages
// (donations.message_review 'held' on a confirmed gift credited to a page), read as one list
// (text-review-list.ts), and the row locks the decisions take. Sponsors, students and their places are joined read-only
// for names and for the scope: an admin reaches the texts of their schools' sponsors and their
// villages' students.
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { TextReviewKind } from '@portal/shared';
import type { Database } from '../../db/client';
import {
  donationPages,
  donations,
  schools,
  sponsors,
  students,
  villages,
} from '../../db/schema/index';
import { scopeCondition } from '../../lib/scopes/scope';
import { defineVisibility, type Visibility } from '../../lib/visibility';

export const textReviewVisibility = defineVisibility('textReview', (auth) =>
  scopeCondition(auth, 'textReview', { school: sponsors.schoolId, village: students.villageId }),
);
export type TextReviewVisibility = Visibility<'textReview'>;

/** A held text with the names of whom it is about (one row of the review list). */
export interface HeldTextRow {
  kind: TextReviewKind;
  /** 0 for page texts, 1 for donors' messages: the list's tie-breaker before the id. */
  kind_rank: number;
  id: number;
  revision: number;
  text: string;
  donor_first_name: string | null;
  donor_last_name: string | null;
  submitted_at: Date | string;
  /** The timestamp as the database writes it (a cursor's key). */
  submitted_key: string;
  sponsor_id: number;
  sponsor_public_id: string;
  sponsor_first_name: string;
  sponsor_last_name: string;
  student_id: number;
  student_public_id: string;
  student_first_name: string;
  student_last_name: string;
  school_id: number;
  school_name: string;
  village_id: number;
  village_name: string;
  student_school_name: string | null;
}

/** The columns both kinds share: who the text is about, and their places. */
const PEOPLE = sql`${sponsors.id} as sponsor_id, ${sponsors.publicId} as sponsor_public_id, ${sponsors.firstName} as sponsor_first_name, ${sponsors.lastName} as sponsor_last_name, ${students.id} as student_id, ${students.publicId} as student_public_id, ${students.firstName} as student_first_name, ${students.lastName} as student_last_name, ${schools.id} as school_id, ${schools.name} as school_name, ${villages.id} as village_id, ${villages.name} as village_name, student_schools.name as student_school_name`;

/** Joined after the sponsor and the student: the sponsor's school, the student's village and school. */
const PLACES = sql`join ${schools} on ${schools.id} = ${sponsors.schoolId} join ${villages} on ${villages.id} = ${students.villageId} left join ${schools} as student_schools on student_schools.id = ${students.schoolId}`;

export function heldPageTexts(visibility: TextReviewVisibility): SQL {
  const where = and(
    eq(donationPages.draftStatus, 'held'),
    ne(students.status, 'delete'),
    visibility.condition,
  );
  return sql`select 'pageText' as kind, 0 as kind_rank, ${donationPages.id} as id, ${donationPages.revision} as revision, ${donationPages.draftText} as text, null::text as donor_first_name, null::text as donor_last_name, ${donationPages.draftSavedAt} as submitted_at, ${donationPages.draftSavedAt}::text as submitted_key, ${PEOPLE} from ${donationPages} join ${sponsors} on ${sponsors.id} = ${donationPages.sponsorId} join ${students} on ${students.id} = ${donationPages.studentId} ${PLACES} where ${where}`;
}

export function heldDonorMessages(visibility: TextReviewVisibility): SQL {
  const where = and(
    eq(donations.messageReview, 'held'),
    isNotNull(donations.sponsorId),
    eq(donations.status, 'confirmed'),
    ne(students.status, 'delete'),
    visibility.condition,
  );
  return sql`select 'donorMessage' as kind, 1 as kind_rank, ${donations.id} as id, 0 as revision, ${donations.message} as text, ${donations.firstName} as donor_first_name, ${donations.lastName} as donor_last_name, ${donations.createdAt} as submitted_at, ${donations.createdAt}::text as submitted_key, ${PEOPLE} from ${donations} join ${sponsors} on ${sponsors.id} = ${donations.sponsorId} join ${students} on ${students.id} = ${donations.studentId} ${PLACES} where ${where}`;
}

/**
 * The row `id` of a reviewed table (a page or a gift) in `query`, locked, when the caller
 * reaches its sponsor and student (the review's scope).
 */
function lockInReviewScope<Query extends PgSelect>(
  query: Query,
  table: typeof donationPages | typeof donations,
  visibility: TextReviewVisibility,
  id: number,
) {
  return query
    .innerJoin(sponsors, eq(sponsors.id, table.sponsorId))
    .innerJoin(students, eq(students.id, table.studentId))
    .where(and(eq(table.id, id), visibility.condition))
    .for('update', { of: table });
}

/** A page, locked, when the caller reaches it (the review's scope). */
export async function lockPageForReview(
  tx: Database,
  visibility: TextReviewVisibility,
  id: number,
): Promise<{ id: number; revision: number; draftStatus: 'held' | 'rejected' | null } | undefined> {
  const page = tx
    .select({
      id: donationPages.id,
      revision: donationPages.revision,
      draftStatus: donationPages.draftStatus,
    })
    .from(donationPages)
    .$dynamic();
  const [row] = await lockInReviewScope(page, donationPages, visibility, id);
  return row;
}

export async function decidePageText(
  tx: Database,
  id: number,
  decision: 'approved' | 'rejected',
  reviewer: number,
  now: Date,
): Promise<void> {
  const reviewed = {
    revision: sql`${donationPages.revision} + 1`,
    reviewedBy: reviewer,
    reviewedAt: now,
    updatedAt: now,
  };
  await tx
    .update(donationPages)
    .set(
      decision === 'approved'
        ? {
            ...reviewed,
            text: sql`${donationPages.draftText}`,
            draftText: null,
            draftStatus: null,
            draftSavedAt: null,
          }
        : { ...reviewed, draftStatus: 'rejected' },
    )
    .where(eq(donationPages.id, id));
}

/** A gift credited to a page, locked, when the caller reaches it (the review's scope). */
export async function lockGiftForReview(
  tx: Database,
  visibility: TextReviewVisibility,
  id: number,
): Promise<
  | { id: number; status: string; messageReview: 'held' | 'clear' | 'approved' | 'rejected' }
  | undefined
> {
  const gift = tx
    .select({ id: donations.id, status: donations.status, messageReview: donations.messageReview })
    .from(donations)
    .$dynamic();
  const [row] = await lockInReviewScope(gift, donations, visibility, id);
  return row;
}

export async function decideDonorMessage(
  tx: Database,
  id: number,
  decision: 'approved' | 'rejected',
  reviewer: number,
  now: Date,
): Promise<void> {
  await tx
    .update(donations)
    .set({
      messageReview: decision,
      messageReviewedBy: reviewer,
      messageReviewedAt: now,
      updatedAt: now,
    })
    .where(eq(donations.id, id));
}
