import { describe, expect, it } from 'vitest';
import english from './locales/en-US.json';
import spanish from './locales/es-CO.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('the offline words', () => {
  it('have the same keys in both languages, none left empty', () => {
    expect(keysOf(spanish as Tree).sort()).toEqual(keysOf(english as Tree).sort());
    for (const tree of [english, spanish] as Tree[]) {
      expect(JSON.stringify(tree)).not.toMatch(/""/);
    }
  });
});
