// The query keys of years (config/query-keys.ts).
import { recordKeys } from '../../../config/query-keys';

export const PERIOD_KEYS = recordKeys('periods');
