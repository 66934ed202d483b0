// The coordinators' review queue (GET LETTER_PATHS.letterReviewQueue), described once: sent letters
// waiting in their places, oldest first, filtered by why they wait. REASON_CONDITIONS says in SQL what reviewReasons (review-reasons.ts) says in
// code; a test holds the two together.
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Language, ReviewQueueItem, ReviewReason } from '@portal/shared';
import {
  sponsors,
  sponsorships,
  sponsorshipLetters as letter,
  students,
} from '../../db/schema/index';
import { defineList } from '../../lib/list-definition';
import type { SortKey } from '../../lib/list-page';
import { toQueueItem } from './letter-projections';
import type { LettersContext } from './letters-context';
import {
  joinLetterRecords,
  sponsorUsers,
  studentUsers,
  type LetterRecord,
  type ReviewVisibility,
} from './letters.repo';

export interface ReviewQueueFilters {
  reason?: ReviewReason | undefined;
  claimed?: 'mine' | 'unclaimed' | undefined;
  originalLanguage?: Language | undefined;
  targetLanguage?: Language | undefined;
  schoolId?: number | undefined;
  villageId?: number | undefined;
}

/** Why a waiting letter waits, in SQL (review-reasons.ts says the same in code). */
export const REASON_CONDITIONS: Record<ReviewReason, SQL> = {
  readerLanguage: sql`(${letter.targetLanguage} is null)`,
  translation: sql`(${letter.targetLanguage} is not null and ${letter.originalLanguage} <> ${letter.targetLanguage} and ${letter.translatedMessage} is null)`,
  approval: sql`(${letter.translationSource} = 'machine' and not ${letter.translationApproved})`,
  safeguarding: sql`(jsonb_array_length(${letter.screeningMatches}) > 0 and not ${letter.screeningCleared})`,
  attachment: sql`(${letter.attachmentFileId} is not null)`,
  languageMismatch: sql`(${letter.detectedLanguage} is not null and ${letter.detectedLanguage} <> ${letter.originalLanguage} and not ${letter.languagesChecked})`,
  reviewAll: sql`(${letter.reviewAll})`,
  writerInactive: sql`(case when ${letter.writer} = 'sponsor' then not ${sponsors.active} or ${sponsorUsers.active} is false else ${studentUsers.active} is false end)`,
  paused: sql`(${sponsorships.lettersPausedAt} is not null)`,
};

/** Whose queue is read: the caller's reach, their user id, and when a claim has lapsed. */
export interface QueueReach {
  visibility: ReviewVisibility;
  userId: number;
  staleBefore: Date;
}

function queueConditions(
  { visibility, userId, staleBefore }: QueueReach,
  filters: ReviewQueueFilters,
): SQL | undefined {
  return and(
    visibility.condition,
    eq(letter.status, 'in_review'),
    filters.reason === undefined ? undefined : REASON_CONDITIONS[filters.reason],
    filters.claimed === 'mine'
      ? and(eq(letter.claimedBy, userId), sql`${letter.claimedAt} >= ${staleBefore}`)
      : filters.claimed === 'unclaimed'
        ? or(isNull(letter.claimedBy), lt(letter.claimedAt, staleBefore))
        : undefined,
    filters.originalLanguage === undefined
      ? undefined
      : eq(letter.originalLanguage, filters.originalLanguage),
    filters.targetLanguage === undefined
      ? undefined
      : eq(letter.targetLanguage, filters.targetLanguage),
    filters.schoolId === undefined ? undefined : eq(sponsors.schoolId, filters.schoolId),
    filters.villageId === undefined ? undefined : eq(students.villageId, filters.villageId),
  );
}

export type QueueRecord = LetterRecord & { sentAtKey: string };

const queueSortKeys: Array<SortKey<QueueRecord>> = [
  { column: sql`${letter.sentAt}`, type: 'timestamp', value: (row) => row.sentAtKey },
  { column: letter.id, type: 'integer', value: (row) => row.letter.id },
];

export const reviewQueueList = defineList<
  QueueReach,
  ReviewQueueFilters & { order: 'asc' | 'desc' },
  QueueRecord,
  ReviewQueueItem,
  LettersContext
>({
  where: queueConditions,
  query: joinLetterRecords,
  sortKeys: () => queueSortKeys,
  toItem: (row, context) => toQueueItem(context, row),
});
