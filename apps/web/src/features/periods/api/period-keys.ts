// The query keys of years (config/query-keys.ts).
import { recordKeys } from '../../../config/query-keys';

export const PERIOD_KEYS = recordKeys('periods');

/** A year's four letters: under the year's record, so whatever refreshes the year refreshes them. */
export const yearLettersKey = (periodId: number) =>
  [...PERIOD_KEYS.detail(periodId), 'letters'] as const;
