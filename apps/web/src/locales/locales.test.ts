import { describe, expect, it } from 'vitest';
import { MESSAGES, TU_FORMS } from '@portal/shared';
import { buildResource, unflatten } from '../lib/i18n';
import enUS from './en-US.json';
import esCO from './es-CO.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
}

/** Every feature's strings (features/<name>/locales), by folder. */
const featureFiles = import.meta.glob<Tree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const FEATURE_LOCALES = Object.entries(featureFiles).reduce<
  Record<string, Partial<Record<'en-US' | 'es-CO', Tree>>>
>((byFeature, [file, tree]) => {
  const [, feature, language] = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(file) ?? [];
  if (feature && (language === 'en-US' || language === 'es-CO')) {
    byFeature[feature] = { ...byFeature[feature], [language]: tree };
  }
  return byFeature;
}, {});
const PAIRS: Array<[name: string, english: Tree, spanish: Tree | undefined]> = [
  ['common', enUS as Tree, esCO as Tree],
  ...Object.entries(FEATURE_LOCALES).map(([feature, files]): [string, Tree, Tree | undefined] => [
    feature,
    files['en-US'] ?? {},
    files['es-CO'],
  ]),
];

describe('locale files', () => {
  it.each(PAIRS)('%s: speaks as "usted" in es-CO, never "tú"', (_name, _english, spanish) => {
    const familiar = keysOf(spanish ?? {})
      .map((key) => [key, String(valueAt(spanish ?? {}, key))])
      .filter(([, text]) => TU_FORMS.test(text ?? ''));
    expect(familiar).toEqual([]);
  });

  it('exist for every feature with strings', () => {
    expect(Object.keys(FEATURE_LOCALES).sort()).toEqual(
      expect.arrayContaining(['auth', 'places', 'sponsors', 'students', 'users']),
    );
  });

  it.each(PAIRS)('%s: have exactly the same keys in en-US and es-CO', (_name, english, spanish) => {
    expect(spanish, 'es-CO file').toBeDefined();
    expect(keysOf(spanish ?? {}).sort()).toEqual(keysOf(english).sort());
  });

  it.each(PAIRS)('%s: have no empty strings', (_name, english, spanish) => {
    for (const tree of [english, spanish ?? {}]) {
      for (const key of keysOf(tree)) expect(valueAt(tree, key), key).not.toBe('');
    }
  });

  it.each(PAIRS)('%s: do not redefine a key of the shared catalogue', (_name, english) => {
    const shared = keysOf(unflatten(MESSAGES['en-US']));
    const local = new Set(keysOf(english));
    expect(shared.filter((key) => local.has(key))).toEqual([]);
  });

  it("carry the seed's words in en-US, the shared catalogue merged in", () => {
    const en = buildResource('en-US', enUS as Tree, MESSAGES);
    expect(valueAt(en, 'errors.pageNotFound')).toBe('Page no found');
    expect(valueAt(en, 'errors.badUsernamePassword')).toBe('Incorrect username or password');
    expect(valueAt(en, 'errors.undefined')).toBe('Undefined error');
    expect(valueAt(en, 'validation.required')).toBe('Required');
    expect(valueAt(en, 'validation.minChars')).toBe('Min {{num}} characters');
    const menuLabels = PAIRS.flatMap(([, english]) => Object.values((english.nav ?? {}) as Tree));
    for (const label of [
      'Dashboard',
      'Sponsorship',
      'Document status',
      'Attendance report',
      'Meetings',
      'Tools',
      'Email',
      'Donations total report',
      'Donations',
      'Admin users',
      'All users',
      'Reports',
      'Help',
      'Years',
      'Events',
    ]) {
      expect(menuLabels).toContain(label);
    }
    const es = buildResource('es-CO', esCO as Tree, MESSAGES);
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
  });

  it('translate every lookup code of the seed (with the shared catalogue)', async () => {
    const { GRADES, GENDERS, STUDENT_STATUSES } = await import('@portal/shared');
    const languages = [
      buildResource('en-US', enUS as Tree, MESSAGES),
      buildResource('es-CO', esCO as Tree, MESSAGES),
    ];
    for (const tree of languages) {
      for (const grade of GRADES) expect(valueAt(tree, `grades.${grade}`), grade).toBeTruthy();
      for (const gender of GENDERS) expect(valueAt(tree, `genders.${gender}`), gender).toBeTruthy();
      for (const status of STUDENT_STATUSES)
        expect(valueAt(tree, `status.${status}`), status).toBeTruthy();
    }
  });
});
