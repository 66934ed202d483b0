// Lookup codes from the server (grades.*, genders.*, status.*, languages.*) shown in the UI
// language; the server's English name is the fallback for a code the locale files lack.
import type { AnyTranslate } from './i18n/feature-translation';
import type { LookupItem } from '@portal/shared';

export type TranslatedList = 'grades' | 'genders' | 'status' | 'languages';

export function lookupLabel(
  t: AnyTranslate,
  list: TranslatedList,
  item: Pick<LookupItem, 'code' | 'name'>,
): string {
  return t(`${list}.${item.code}`, { defaultValue: item.name });
}
