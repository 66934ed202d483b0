// A sponsor's pages' progress toward the year's goal, for their dashboard: per current student,
// what the page raised (confirmed gifts, integer cents) against the goal, read from the same
// pages the sponsor edits on their donations screen.
import type { AuthContext } from '../../lib/auth-context';
import type { DonationsContext } from './donations-context';

export interface PageProgress {
  currency: string;
  pages: Array<{
    studentId: number;
    studentFirstName: string;
    raisedCents: number;
    goalCents: number;
    /** The public page's full address, to share. */
    url: string;
  }>;
}

export async function pageProgress(
  { pages }: DonationsContext,
  auth: AuthContext,
): Promise<PageProgress> {
  const mine = await pages.myPages(auth);
  return {
    currency: mine.currency,
    pages: mine.pages.map((page) => ({
      studentId: page.studentId,
      studentFirstName: page.studentFirstName,
      raisedCents: page.raisedCents,
      goalCents: page.goalCents,
      url: `${mine.publicUrl}${page.path}`,
    })),
  };
}
