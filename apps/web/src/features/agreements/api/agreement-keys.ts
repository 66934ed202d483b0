// The query keys of agreements: the signed-in sponsor's ("mine") and the texts.
import { recordKeys } from '../../../config/query-keys';

export const AGREEMENT_KEYS = recordKeys('agreements');
