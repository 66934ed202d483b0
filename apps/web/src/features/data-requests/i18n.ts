// The data requests feature's strings (locales/), typed: a key that is not there fails the
// typecheck.
import type english from './locales/en-US.json';
import { featureTranslation } from '../../lib/i18n/feature-translation';

export const useDataRequestsTranslation = featureTranslation<typeof english>('data-requests');
