// The person-erase feature's strings (locales/), typed: a key that is not there fails the typecheck.
import type english from './locales/en-US.json';
import { featureTranslation } from '../../lib/i18n/feature-translation';

export const usePersonEraseTranslation = featureTranslation<typeof english>('person-erase');
