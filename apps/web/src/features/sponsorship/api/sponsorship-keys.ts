// The query keys of sponsorships, the students a sponsor may choose, the sponsor's hold, and the
// coordinators' lists of who is still waiting (under the sponsorships' keys: a pairing or an
// un-pairing refreshes them with the list).
import { recordKeys } from '../../../config/query-keys';

export const SPONSORSHIP_KEYS = recordKeys('sponsorships');
export const SPONSORABLE_KEYS = recordKeys('sponsorableStudents');
export const HOLD_KEY = [...SPONSORSHIP_KEYS.all, 'hold'] as const;
export const OPEN_STUDENT_KEYS = {
  list: (query: object) => [...SPONSORSHIP_KEYS.all, 'openStudents', query] as const,
};
export const UNPAIRED_SPONSOR_KEYS = {
  list: (query: object) => [...SPONSORSHIP_KEYS.all, 'unpairedSponsors', query] as const,
};
export const RECOMMITMENT_ANSWER_KEYS = {
  list: (query: object) => [...SPONSORSHIP_KEYS.all, 'recommitmentAnswers', query] as const,
};
