// The query keys of agreements: the signed-in sponsor's ("mine"), the parent agreement's and the
// texts (shared with the dashboard's notice of missing texts, which a change here refreshes).
import { QUERY_KEYS } from '../../../config/query-keys';

export const AGREEMENT_KEYS = QUERY_KEYS.agreements;
