// The query keys of the signed-in donation screens: the list of gifts, the sponsor's own pages,
// the total report, the safeguarding review, and the years and sponsorships the filters and the
// manual gift offer. A new or refunded gift, or a review decision, refreshes the list, the pages,
// the report and the review (`refreshDonations`).
import type { QueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../config/query-keys';

export const DONATION_KEYS = recordKeys('donations');
export const MY_PAGES_KEY = DONATION_KEYS.own('my-pages');
export const SUMMARY_KEYS = {
  all: [...DONATION_KEYS.all, 'summary'] as const,
  of: (query: object) => [...DONATION_KEYS.all, 'summary', query] as const,
};
export const DONATION_YEARS_KEY = [...DONATION_KEYS.all, 'years'] as const;
export const PAGE_CHOICES_KEY = (q: string) => [...DONATION_KEYS.all, 'page-choices', q] as const;
/** The safeguarding review of the pages' texts: under the gifts' keys, so a decision refreshes both. */
export const TEXT_REVIEW_KEYS = {
  all: [...DONATION_KEYS.all, 'review'] as const,
  list: (query: object) => [...DONATION_KEYS.all, 'review', query] as const,
};

export async function refreshDonations(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: DONATION_KEYS.all });
}
