// A feature's `t` knows its keys: a misspelled one does not compile (checked by the typecheck,
// which reads this file like any other).
import { describe, expect, it } from 'vitest';
import type { FeatureTranslation, KeysOf } from './feature-translation';

type Tree = { list: { title: string; rows_one: string; rows_other: string } };
declare const translation: FeatureTranslation<KeysOf<Tree>>;

describe('typed feature keys', () => {
  it('accepts the keys of the namespace, plural forms by their base, and refuses others', () => {
    const accepted: Array<KeysOf<Tree>> = ['list.title', 'list.rows'];
    // @ts-expect-error: not a key of the namespace
    const misspelled: KeysOf<Tree> = 'list.titel';
    const call = () => {
      translation.t('list.title');
      // @ts-expect-error: a group is not a string
      translation.t('list');
    };
    expect(accepted).toHaveLength(2);
    expect(misspelled).toBe('list.titel');
    expect(call).toBeTypeOf('function');
  });
});
