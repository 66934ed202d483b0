// `import('virtual:first-page-locale/en-US')`: only the groups of src/locales/en-US.json that
// the first page (sign-in) shows. The whole file is loaded later, with the screens that need
// it, so the sign-in page's download does not grow with every feature's strings.
//
// `import('virtual:nav-strings/en-US')`: every feature's `nav` group (its menu labels and
// screen titles), by feature folder: what the signed-in shell shows of the features, without
// every feature's whole strings file.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { FIRST_PAGE_LOCALE_GROUPS } from './src/lib/i18n/first-page-groups';

const localesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));
const featuresDir = fileURLToPath(new URL('./src/features/', import.meta.url));
/** The group of a feature's strings that names it in the menu and the app bar. */
const NAV_GROUP = 'nav';

type Strings = Record<string, unknown>;

/**
 * A module `virtual:<name>/<language>` whose default export `build` makes from strings files,
 * read through `read` (which watches them, so the dev server rebuilds on a change).
 */
function virtualStrings(
  name: string,
  build: (language: string, read: (file: string) => Strings) => unknown,
): Plugin {
  const prefix = `virtual:${name}/`;
  const resolved = `\0${prefix}`;
  return {
    name,
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(resolved)) return undefined;
      const language = id.slice(resolved.length);
      if (!/^[a-z]{2}-[A-Z]{2}$/.test(language)) throw new Error(`unknown locale ${language}`);
      const read = (file: string) => {
        this.addWatchFile(file);
        return JSON.parse(readFileSync(file, 'utf8')) as Strings;
      };
      return `export default ${JSON.stringify(build(language, read))};`;
    },
  };
}

export function firstPageLocale(): Plugin {
  return virtualStrings('first-page-locale', (language, read) => {
    const strings = read(`${localesDir}${language}.json`);
    return Object.fromEntries(
      FIRST_PAGE_LOCALE_GROUPS.filter((group) => group in strings).map((group) => [
        group,
        strings[group],
      ]),
    );
  });
}

export function navStrings(): Plugin {
  return virtualStrings('nav-strings', (language, read) => {
    const byFolder: Record<string, Strings> = {};
    for (const folder of readdirSync(featuresDir).sort()) {
      const file = `${featuresDir}${folder}/locales/${language}.json`;
      if (!existsSync(file)) continue; // Not a feature with strings.
      const strings = read(file);
      if (NAV_GROUP in strings) byFolder[folder] = { [NAV_GROUP]: strings[NAV_GROUP] };
    }
    return byFolder;
  });
}
