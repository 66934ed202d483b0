// The query keys of sponsorships, the students a sponsor may choose, and the sponsor's hold.
import { recordKeys } from '../../../config/query-keys';

export const SPONSORSHIP_KEYS = recordKeys('sponsorships');
export const SPONSORABLE_KEYS = recordKeys('sponsorableStudents');
export const HOLD_KEY = [...SPONSORSHIP_KEYS.all, 'hold'] as const;
