// The query keys of letters: the boxes and the coordinators' list (lists), one letter (detail),
// the writer's overview of the year and the review queue. Any change to a letter refreshes them
// all (`refreshLetters`): they are small and show the same letters from different sides.
import type { QueryClient } from '@tanstack/react-query';
import { recordKeys } from '../../../config/query-keys';

export const LETTER_KEYS = recordKeys('letters');
export const OVERVIEW_KEY = LETTER_KEYS.own('overview');
export const REVIEW_QUEUE_KEYS = {
  all: [...LETTER_KEYS.all, 'review'] as const,
  list: (query: object) => [...LETTER_KEYS.all, 'review', query] as const,
};

/** After a save, a send, a read or a decision: every view of letters refetches. */
export function refreshLetters(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: LETTER_KEYS.all });
}
