// The query keys of the signed-in sponsor's recommitment requests: an answer refreshes them.
import { recordKeys } from '../../../config/query-keys';

export const RECOMMITMENT_KEYS = recordKeys('recommitments');
export const MY_RECOMMITMENTS_KEY = RECOMMITMENT_KEYS.own('mine');
