// `import('virtual:first-page-locale/en-US')`: only the groups of src/locales/en-US.json that
// the first page (sign-in) shows. The whole file is loaded later, with the screens that need
// it, so the sign-in page's download does not grow with every feature's strings.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAGE_LOCALE_GROUPS } from './src/lib/i18n/first-page-groups';

const PREFIX = 'virtual:first-page-locale/';
const RESOLVED = `\0${PREFIX}`;
const localesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));

export function firstPageLocale(): Plugin {
  return {
    name: 'first-page-locale',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(language)) throw new Error(`unknown locale ${language}`);
      const file = `${localesDir}${language}.json`;
      this.addWatchFile(file);
      const strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      const subset = Object.fromEntries(
        FIRST_PAGE_LOCALE_GROUPS.filter((group) => group in strings).map((group) => [
          group,
          strings[group],
        ]),
      );
      return `export default ${JSON.stringify(subset)};`;
    },
  };
}
