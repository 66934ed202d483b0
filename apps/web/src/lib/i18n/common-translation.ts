// The shared code's typed `t` (components/, lib/, app/): the keys of the common strings
// (src/locales) and the shared catalogue, so a misspelled or missing key fails the typecheck, as
// a feature's own hook does (feature-translation.ts). Kept apart from that file, with nothing
// but i18next's hook, since the sign-in page's plain components use it too.
import { useTranslation } from 'react-i18next';
import type { CommonKey, FeatureTranslation } from './feature-translation';

export type CommonTranslation = FeatureTranslation<CommonKey>;

export function useCommonTranslation(): CommonTranslation {
  const { t, i18n } = useTranslation();
  // i18next's own function (stable across renders), seen through the narrower type.
  return { t: t as unknown as CommonTranslation['t'], i18n };
}
