// A time in es-CO ends in its own period ("8:20 p. m."): every sentence that ends with a value
// ("Ingresó el código el {{time}}.") must still end in one period, in every string of both
// languages (the common ones, every feature's, the shared messages).
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@portal/shared';
import { formatDate } from '../format';
import { changeLanguage, i18n, type Resource } from './index';

function* templates(strings: Resource, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(strings)) {
    if (typeof value === 'string') yield [`${prefix}${key}`, value];
    else yield* templates(value, `${prefix}${key}.`);
  }
}

const VALUE_THEN_PERIOD = /\{\{\s*\w+\s*\}\}\./;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

afterEach(() => changeLanguage('en-US', { remember: false }));

describe.each(LANGUAGES)('sentences ending with a time in %s', (language: Language) => {
  it('end in one period', async () => {
    await changeLanguage(language, { remember: false });
    const time = formatDate(new Date(2026, 0, 1, 20, 20), language, { timeStyle: 'short' });
    const doubled: string[] = [];
    let checked = 0;
    for (const namespace of Object.keys(i18n.store.data[language] ?? {})) {
      const bundle = i18n.getResourceBundle(language, namespace) as Resource;
      for (const [key, template] of templates(bundle)) {
        if (!VALUE_THEN_PERIOD.test(template)) continue;
        const params = Object.fromEntries(
          [...template.matchAll(PLACEHOLDER)].map((match) => [match[1], time]),
        );
        const text = String(i18n.t(`${namespace}:${key}`, params));
        checked += 1;
        if (/(?<!\.)\.\.(?!\.)/.test(text)) doubled.push(`${namespace}:${key}: ${text}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(doubled).toEqual([]);
  });
});
