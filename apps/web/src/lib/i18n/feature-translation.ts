// A feature's typed `t`: the keys of its own namespace (features/<name>/locales/en-US.json),
// the common strings (src/locales) and the shared catalogue. A misspelled or missing key fails
// the typecheck. Keys built at run time (a lookup code, a server's message key) go through the
// helpers made for them (lookupLabel, getErrorMessage), which take this `t` too.
import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import type { MessageKey } from '@portal/shared';
import type common from '../../locales/en-US.json';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A plural form's key ("birthdateWithAge_one") is used by its base ("birthdateWithAge"). */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** "a.b.c" for every string of a tree of strings. */
export type KeysOf<Tree> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? WithoutPlural<Key>
    : `${Key}.${KeysOf<Tree[Key]>}`;
}[keyof Tree & string];

/**
 * Any translate function, whatever keys it is typed with: what helpers that translate keys
 * known only at run time (lookup codes, the server's message keys) accept.
 */
export type AnyTranslate = {
  translate(key: string, options?: TOptions): string;
}['translate'];

export type CommonKey = KeysOf<typeof common> | MessageKey;

export interface FeatureTranslation<Key extends string> {
  // A method, so that this `t` also fits helpers that accept any translate function.
  t(key: Key, options?: TOptions): string;
  i18n: ReturnType<typeof useTranslation>['i18n'];
}

/** Makes a feature's hook: `export const useStudentsTranslation = featureTranslation<typeof en>('students')`. */
export function featureTranslation<Tree>(namespace: string) {
  type Translation = FeatureTranslation<KeysOf<Tree> | CommonKey>;
  return function useFeatureTranslation(): Translation {
    const { t, i18n } = useTranslation(namespace);
    // i18next's own function (stable across renders), seen through the narrower type.
    return { t: t as unknown as Translation['t'], i18n };
  };
}
