// The query keys of the signed-in sponsor's offers of another student: an answer refreshes them.
import { recordKeys } from '../../../config/query-keys';

export const OFFER_KEYS = recordKeys('sponsorOffers');
export const MY_OFFERS_KEY = OFFER_KEYS.own('mine');
/** The sponsor's sponsorships and students, which an accepted offer adds to. */
export const SPONSORSHIPS_KEY = recordKeys('sponsorships').all;
