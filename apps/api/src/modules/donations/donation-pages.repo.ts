// Queries of the sponsors' pages (donation_pages) and what the pages show of the gifts credited
// to them: the text as last approved, the totals, and the donors' messages the safeguarding
// review lets through (decisions/031).
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { DONOR_MESSAGE_REVIEWS_SHOWN, type PageTextState } from '@portal/shared';
import type { Database } from '../../db/client';
import { donationPages, donations } from '../../db/schema/index';

/** Gifts whose message and first name a page or a sponsor may show. */
export const isDonorMessageShown = inArray(donations.messageReview, [
  ...DONOR_MESSAGE_REVIEWS_SHOWN,
]);

export interface PageText {
  /** What the page shows. */
  published: string;
  /** What the sponsor last wrote, and where it stands. */
  latest: string;
  state: PageTextState;
}

const NO_TEXT: PageText = { published: '', latest: '', state: 'published' };

export async function findPageTexts(
  db: Database,
  sponsorId: number,
  studentIds: number[],
): Promise<Map<number, PageText>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: donationPages.studentId,
      text: donationPages.text,
      draftText: donationPages.draftText,
      draftStatus: donationPages.draftStatus,
    })
    .from(donationPages)
    .where(
      and(eq(donationPages.sponsorId, sponsorId), inArray(donationPages.studentId, studentIds)),
    );
  return new Map(
    rows.map((row) => [
      row.studentId,
      row.draftText === null || row.draftStatus === null
        ? { published: row.text, latest: row.text, state: 'published' }
        : {
            published: row.text,
            latest: row.draftText,
            state: row.draftStatus === 'held' ? 'waiting' : 'rejected',
          },
    ]),
  );
}

export function pageTextOf(texts: Map<number, PageText>, studentId: number): PageText {
  return texts.get(studentId) ?? NO_TEXT;
}

/**
 * Saves what the sponsor wrote in one statement (two saves at once: the last one stands). A text
 * the screening let through is shown at once and any waiting one is dropped; a held one waits
 * beside the text the page keeps showing. Every save counts a revision, so a coordinator's
 * decision on the text they read cannot land on a newer one.
 */
export async function savePageText(
  db: Database,
  page: { sponsorId: number; studentId: number; text: string; isHeld: boolean; now: Date },
): Promise<void> {
  const { sponsorId, studentId, text, isHeld, now } = page;
  const shown = isHeld
    ? { draftText: text, draftStatus: 'held' as const, draftSavedAt: now }
    : { text, draftText: null, draftStatus: null, draftSavedAt: null };
  await db
    .insert(donationPages)
    .values({
      sponsorId,
      studentId,
      text: '',
      ...shown,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [donationPages.sponsorId, donationPages.studentId],
      set: { ...shown, revision: sql`${donationPages.revision} + 1`, updatedAt: now },
    });
}

export interface PageTotal {
  studentId: number;
  /** Real money: manual gifts and those paid through a real provider. */
  raisedCents: number;
  giftCount: number;
  /** Gifts "paid" on the test checkout, where no money moves: never in the progress (decision 024). */
  testRaisedCents: number;
  testGiftCount: number;
}

/** A gift confirmed by the built-in test checkout: no money moved. */
const isTestGift = sql`coalesce(${donations.provider} = 'test', false)`;

/**
 * What the sponsor's pages raised in the year: confirmed gifts (online or manual) credited to
 * them (donations_page_idx), whatever became of their messages; test gifts apart.
 */
export async function findPageTotals(
  db: Database,
  sponsorId: number,
  studentIds: number[],
  periodId: number,
): Promise<Map<number, PageTotal>> {
  if (studentIds.length === 0) return new Map();
  const rows = await db
    .select({
      studentId: sql<number>`${donations.studentId}`,
      raisedCents: sql<string>`coalesce(sum(${donations.amountCents}) filter (where not ${isTestGift}), 0)`,
      giftCount: sql<number>`(count(*) filter (where not ${isTestGift}))::int`,
      testRaisedCents: sql<string>`coalesce(sum(${donations.amountCents}) filter (where ${isTestGift}), 0)`,
      testGiftCount: sql<number>`(count(*) filter (where ${isTestGift}))::int`,
    })
    .from(donations)
    .where(
      and(
        eq(donations.sponsorId, sponsorId),
        inArray(donations.studentId, studentIds),
        eq(donations.periodId, periodId),
        eq(donations.status, 'confirmed'),
      ),
    )
    .groupBy(donations.studentId);
  return new Map(
    rows.map((row) => [
      row.studentId,
      {
        studentId: row.studentId,
        raisedCents: Number(row.raisedCents),
        giftCount: row.giftCount,
        testRaisedCents: Number(row.testRaisedCents),
        testGiftCount: row.testGiftCount,
      },
    ]),
  );
}

export interface PageMessage {
  studentId: number;
  firstName: string;
  /** Never shown: a first name that repeats it is cut (publicFirstName). */
  lastName: string;
  message: string;
  paidAt: Date;
  /** Given on the test checkout: no money moved. */
  isTest: boolean;
}

/**
 * The messages donors wrote on the pages in the year that the review lets through, newest first,
 * `limit` per page.
 */
export async function findPageMessages(
  db: Database,
  sponsorId: number,
  studentIds: number[],
  periodId: number,
  limit: number,
): Promise<PageMessage[]> {
  if (studentIds.length === 0) return [];
  const ranked = db
    .select({
      studentId: sql<number>`${donations.studentId}`.as('student_id'),
      firstName: sql<string>`${donations.firstName}`.as('first_name'),
      lastName: sql<string>`${donations.lastName}`.as('last_name'),
      message: sql<string>`${donations.message}`.as('message'),
      paidAt: sql<Date>`${donations.paidAt}`.as('paid_at'),
      isTest: sql<boolean>`${isTestGift}`.as('is_test'),
      rank: sql<number>`row_number() over (partition by ${donations.studentId} order by ${donations.paidAt} desc, ${donations.id} desc)`.as(
        'rank',
      ),
    })
    .from(donations)
    .where(
      and(
        eq(donations.sponsorId, sponsorId),
        inArray(donations.studentId, studentIds),
        eq(donations.periodId, periodId),
        eq(donations.status, 'confirmed'),
        ne(donations.message, ''),
        isDonorMessageShown,
      ),
    )
    .as('ranked');
  const rows = await db
    .select({
      studentId: ranked.studentId,
      firstName: ranked.firstName,
      lastName: ranked.lastName,
      message: ranked.message,
      paidAt: ranked.paidAt,
      isTest: ranked.isTest,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(desc(ranked.paidAt));
  return rows.map((row) => ({ ...row, paidAt: new Date(row.paidAt) }));
}
