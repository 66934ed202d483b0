// The phone app's offline words (the banner, the update prompt, what the outbox says once sent),
// namespace `offline`, loaded with the first of them to show: the portal's build never loads it.
import type english from './locales/en-US.json';
import { ensureNamespace } from '../i18n';
import { featureTranslation } from '../i18n/feature-translation';

export const useOfflineTranslation = featureTranslation<typeof english>('offline');

export function ensureOfflineStrings(): Promise<void> {
  return ensureNamespace('offline', {
    'en-US': () => import('./locales/en-US.json'),
    'es-CO': () => import('./locales/es-CO.json'),
  });
}
