// The query keys of agreements: the signed-in sponsor's ("mine"), the texts (shared with the
// dashboard's notice of missing texts, which a change here refreshes) and the parent agreement
// (the sponsors' details read and change it too, through the shared keys).
import { QUERY_KEYS } from '../../../config/query-keys';

export const AGREEMENT_KEYS = QUERY_KEYS.agreements;
