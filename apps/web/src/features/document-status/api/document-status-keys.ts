// The query keys of the document status grid and the years its filter offers.
import { recordKeys } from '../../../config/query-keys';

export const DOCUMENT_STATUS_KEYS = recordKeys('documentStatus');
export const YEAR_OPTIONS_KEY = [...DOCUMENT_STATUS_KEYS.all, 'years'] as const;
