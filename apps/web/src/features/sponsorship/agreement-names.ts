// An agreement's name from its key (sponsorship.agreementKeys), for the agreements a sponsor
// has still to sign; a key this version does not know shows as it is.
import type { AnyTranslate } from '../../lib/i18n/feature-translation';

export function agreementName(t: AnyTranslate, key: string): string {
  return t(`sponsorship.agreementKeys.${key}`, { defaultValue: key });
}
