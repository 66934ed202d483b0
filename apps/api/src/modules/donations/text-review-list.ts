// The review list of held texts (GET API.donationTextReviews), described once: the page texts and
// donors' messages the caller reaches, of one kind or both, read as one relation `held`, oldest
// first, each with what the screening finds now.
import { sql, type SQL } from 'drizzle-orm';
import { DONATION_WEB_PATHS, type TextReviewItem, type TextReviewKind } from '@portal/shared';
import { selectRows } from '../../db/client';
import { defineList } from '../../lib/list-definition';
import { exactTotal, type SortKey } from '../../lib/list-page';
import { personalDetailsOf, screenPageField } from './donation-screening';
import {
  heldDonorMessages,
  heldPageTexts,
  type HeldTextRow,
  type TextReviewVisibility,
} from './text-review.repo';

/**
 * The list's request. The caller's reach travels with it: its conditions sit inside each part of
 * the union, where only the list's select can put them.
 */
export interface HeldTextFilters {
  visibility: TextReviewVisibility;
  kind?: TextReviewKind | undefined;
  order: 'asc' | 'desc';
}

/** Every held text the caller reaches, of one kind or both, as one relation `held`. */
function heldTexts({ visibility, kind }: HeldTextFilters): SQL {
  const parts: SQL[] = [];
  if (kind !== 'donorMessage') parts.push(heldPageTexts(visibility));
  if (kind !== 'pageText') parts.push(heldDonorMessages(visibility));
  return sql`(${sql.join(parts, sql` union all `)}) as held`;
}

/** Oldest first; a page text before a message of the same instant; then the id. */
const TEXT_REVIEW_SORT_KEYS: Array<SortKey<HeldTextRow>> = [
  { column: sql`held.submitted_at`, type: 'timestamp', value: (row) => row.submitted_key },
  { column: sql`held.kind_rank`, type: 'integer', value: (row) => row.kind_rank },
  { column: sql`held.id`, type: 'integer', value: (row) => row.id },
];

function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

function toItem(row: HeldTextRow): TextReviewItem {
  const details = personalDetailsOf({
    studentLastName: row.student_last_name,
    sponsorLastName: row.sponsor_last_name,
    studentVillageName: row.village_name,
    studentSchoolName: row.student_school_name,
  });
  const field = row.kind === 'pageText' ? 'pageText' : 'donorMessage';
  return {
    kind: row.kind,
    id: Number(row.id),
    revision: Number(row.revision),
    text: row.text,
    matches: screenPageField(row.text, field, details),
    donorFirstName: row.donor_first_name,
    donorLastName: row.donor_last_name,
    donorNameMatches:
      row.donor_first_name === null
        ? []
        : screenPageField(row.donor_first_name, 'donorMessage', details),
    submittedAt: new Date(row.submitted_at).toISOString(),
    sponsor: {
      id: Number(row.sponsor_id),
      name: fullName(row.sponsor_first_name, row.sponsor_last_name),
    },
    student: {
      id: Number(row.student_id),
      name: fullName(row.student_first_name, row.student_last_name),
    },
    school: { id: Number(row.school_id), name: row.school_name },
    village: { id: Number(row.village_id), name: row.village_name },
    pagePath: DONATION_WEB_PATHS.page(row.sponsor_public_id, row.student_public_id),
  };
}

export const textReviewList = defineList<void, HeldTextFilters, HeldTextRow, TextReviewItem>({
  where: () => undefined,
  // The rows are a union in raw SQL (`held`), not a Drizzle query: the list reads its windows
  // and counts the union itself.
  select: (db, window, filters) => {
    const where = window.where ? sql`where ${window.where}` : sql``;
    return selectRows<HeldTextRow>(
      db,
      sql`select * from ${heldTexts(filters)} ${where} order by ${sql.join(window.orderBy, sql`, `)} limit ${window.limit} offset ${window.offset}`,
    );
  },
  total: async (db, _reach, filters) => {
    const [row] = await selectRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${heldTexts(filters)}`,
    );
    return exactTotal(Number(row?.total ?? 0));
  },
  sortKeys: () => TEXT_REVIEW_SORT_KEYS,
  toItem,
});
