// `import('virtual:first-page-locale/en-US')`: only the groups of src/locales/en-US.json that
// the first page (sign-in) shows. The whole file is loaded later, with the screens that need
// it, so the sign-in page's download does not grow with every feature's strings.
//
// `import('virtual:nav-strings/en-US')`: every feature's `nav` group (its menu labels and
// screen titles), by feature folder: what the signed-in shell shows of the features, without
// every feature's whole strings file.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAGE_LOCALE_GROUPS } from './src/lib/i18n/first-page-groups';

const PREFIX = 'virtual:first-page-locale/';
const RESOLVED = `\0${PREFIX}`;
const localesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));
const NAV_PREFIX = 'virtual:nav-strings/';
const NAV_RESOLVED = `\0${NAV_PREFIX}`;
const featuresDir = fileURLToPath(new URL('./src/features/', import.meta.url));
/** The group of a feature's strings that names it in the menu and the app bar. */
const NAV_GROUP = 'nav';

function languageOf(id: string, prefix: string): string {
  const language = id.slice(prefix.length);
  if (!/^[a-z]{2}-[A-Z]{2}$/.test(language)) throw new Error(`unknown locale ${language}`);
  return language;
}

export function navStrings(): Plugin {
  return {
    name: 'nav-strings',
    resolveId(id) {
      return id.startsWith(NAV_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(NAV_RESOLVED)) return undefined;
      const language = languageOf(id, NAV_RESOLVED);
      const byFolder: Record<string, unknown> = {};
      for (const folder of readdirSync(featuresDir).sort()) {
        const file = `${featuresDir}${folder}/locales/${language}.json`;
        let strings: Record<string, unknown>;
        try {
          strings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
        } catch {
          continue; // Not a feature with strings.
        }
        this.addWatchFile(file);
        if (NAV_GROUP in strings) byFolder[folder] = { [NAV_GROUP]: strings[NAV_GROUP] };
      }
      return `export default ${JSON.stringify(byFolder)};`;
    },
  };
}

export function firstPageLocale(): Plugin {
  return {
    name: 'first-page-locale',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const language = languageOf(id, RESOLVED);
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
