// i18next for en-US (default) and es-CO. Strings come in chunks, loaded on demand, one language
// at a time:
// - the common strings (src/locales: the shell, lists, forms), in the default namespace; the
//   first page gets only the part it shows (first-page-groups.ts), ensureSharedMessages() the
//   whole file and the shared catalogue of messages (packages/shared/src/messages), in the
//   active language (a language switch brings them in the other);
// - each feature's own strings (features/<name>/locales), in a namespace named after the
//   feature, loaded with its screens (ensureNamespace, from the router). Keys a feature's
//   namespace lacks are looked up in the common ones (fallbackNS).
// Components re-render when strings arrive.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, withoutDoubledPeriods, type Language } from '@portal/shared';
import { LANGUAGE_STORAGE_KEY } from '../../config/storage-keys';

export { LANGUAGE_STORAGE_KEY };

/** Strings of one language, nested by group. */
export type Resource = { [key: string]: string | Resource };
type Catalogue = Record<Language, Record<string, string>>;
type Loaders<Module> = Record<Language, () => Promise<{ default: Module }>>;
/** One namespace's strings per language, each a lazy chunk. */
export type NamespaceLoaders = Loaders<Resource>;

const COMMON_NAMESPACE = 'translation';
const SENTENCE_END = 'sentenceEnd';

const localeLoaders: Loaders<Resource> = {
  'en-US': () => import('../../locales/en-US.json'),
  'es-CO': () => import('../../locales/es-CO.json'),
};

const catalogueLoaders: Loaders<Record<string, string>> = {
  'en-US': () => import('./catalogue/en-US'),
  'es-CO': () => import('./catalogue/es-CO'),
};

const firstPageLoaders: Loaders<Resource> = {
  'en-US': () => import('virtual:first-page-locale/en-US') as Promise<{ default: Resource }>,
  'es-CO': () => import('virtual:first-page-locale/es-CO') as Promise<{ default: Resource }>,
};

export const i18n = i18next.createInstance();

let catalogueLoading: Promise<void> | null = null;
const localesLoaded = new Set<Language>();
const firstPagesLoaded = new Set<Language>();
/** Set once a screen needs more than the sign-in page: every language loaded after is whole. */
let isWholeLocaleWanted = false;
/** The features' namespaces asked for so far: a language switch brings them in that language. */
const namespaces = new Map<string, { loaders: NamespaceLoaders; languages: Set<Language> }>();

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Turns the catalogue's flat keys (`errors.undefined`) into the nested shape i18next reads. */
export function unflatten(flat: Record<string, string>): Resource {
  const nested: Resource = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) {
      const child = node[part];
      node = typeof child === 'object' ? child : (node[part] = {});
    }
    node[parts[parts.length - 1]!] = value;
  }
  return nested;
}

function deepMerge(target: Resource, source: Resource): Resource {
  const merged: Resource = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? deepMerge(existing, value)
        : value;
  }
  return merged;
}

/** The complete strings of one language: the shared catalogue, then the web's locale file. */
export function buildResource(language: Language, locale: Resource, messages: Catalogue): Resource {
  return deepMerge(unflatten(messages[language]), locale);
}

export function getStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage may be unavailable (private mode); the default applies.
  }
  return DEFAULT_LANGUAGE;
}

/** Whether the person chose a language on this browser (a page may then suggest another). */
export function hasStoredLanguage(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return false;
  }
}

async function ensureLoaded(language: Language): Promise<void> {
  if (localesLoaded.has(language)) return;
  if (!isWholeLocaleWanted) {
    if (firstPagesLoaded.has(language)) return;
    const firstPage = await firstPageLoaders[language]();
    i18n.addResourceBundle(language, COMMON_NAMESPACE, firstPage.default, true, true);
    firstPagesLoaded.add(language);
    return;
  }
  // One chunk holds both (the language's strings): the two imports are one request.
  const [locale, messages] = await Promise.all([
    localeLoaders[language](),
    catalogueLoaders[language](),
  ]);
  // The web's own strings win over the catalogue's where both define a key.
  i18n.addResourceBundle(language, COMMON_NAMESPACE, locale.default, true, true);
  i18n.addResourceBundle(language, COMMON_NAMESPACE, unflatten(messages.default), true, false);
  localesLoaded.add(language);
}

/**
 * Loads every string of the active language (the whole locale file) and the shared message
 * catalogue in it, once; every language loaded after comes whole, with its catalogue.
 */
export function ensureSharedMessages(): Promise<void> {
  catalogueLoading ??= (async () => {
    isWholeLocaleWanted = true;
    await ensureLoaded(getLanguage());
  })();
  return catalogueLoading;
}

function reflectInDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Starts i18next with one language; call once before the first render. `wholeLocale`: start
 * with every common string rather than the sign-in page's part, as the signed-in area does (its
 * routes ask for them all). With a stored session the start-up script (index.html) preloads the
 * whole file, and the part was a request of its own on the first screen's path: a round trip on
 * a phone's network before the screen could draw.
 */
export async function initI18n(
  language: Language = getStoredLanguage(),
  { wholeLocale = false }: { wholeLocale?: boolean } = {},
): Promise<void> {
  if (wholeLocale) isWholeLocaleWanted = true;
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      // "a las 8:20 p. m." and a template's own period: one period (packages/shared/src/sentence.ts).
      .use({
        type: 'postProcessor',
        name: SENTENCE_END,
        process: (value: string) => withoutDoubledPeriods(value),
      })
      .init({
        lng: language,
        fallbackLng: false,
        supportedLngs: [...LANGUAGES],
        resources: {},
        ns: [COMMON_NAMESPACE],
        defaultNS: COMMON_NAMESPACE,
        fallbackNS: COMMON_NAMESPACE,
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
        postProcess: [SENTENCE_END],
        // Re-render when the shared catalogue (or a language) arrives after the first paint.
        react: { bindI18nStore: 'added' },
      });
    i18n.on('languageChanged', (lng) => {
      if (isLanguage(lng)) reflectInDocument(lng);
    });
  }
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  reflectInDocument(language);
}

/** Loads a feature's strings (namespace `name`) in the active language, once. */
export async function ensureNamespace(
  name: string,
  loaders: NamespaceLoaders,
  language: Language = getLanguage(),
): Promise<void> {
  const entry = namespaces.get(name) ?? { loaders, languages: new Set<Language>() };
  namespaces.set(name, entry);
  if (entry.languages.has(language)) return;
  const strings = await loaders[language]();
  i18n.addResourceBundle(language, name, strings.default, true, true);
  entry.languages.add(language);
}

/** Strings of several namespaces in one file, by namespace and language. */
export type NamespacesLoaders = Record<Language, () => Promise<Record<string, Resource>>>;

let navLoaders: NamespacesLoaders | null = null;
const navLanguages = new Set<Language>();

/**
 * Loads the features' `nav` strings (menu labels, screen titles) in the active language, once:
 * what the signed-in shell shows of every feature. A feature's whole namespace, loaded with its
 * screens, adds the rest.
 */
export async function ensureNavStrings(
  loaders: NamespacesLoaders,
  language: Language = getLanguage(),
): Promise<void> {
  navLoaders = loaders;
  if (navLanguages.has(language)) return;
  const byNamespace = await loaders[language]();
  for (const [name, strings] of Object.entries(byNamespace)) {
    i18n.addResourceBundle(language, name, strings, true, false);
  }
  navLanguages.add(language);
}

/** Switches the UI language; `remember` keeps the choice for the next visit. */
export async function changeLanguage(language: Language, { remember = true } = {}): Promise<void> {
  await Promise.all([
    ensureLoaded(language),
    ...[...namespaces].map(([name, { loaders }]) => ensureNamespace(name, loaders, language)),
    navLoaders ? ensureNavStrings(navLoaders, language) : null,
  ]);
  await i18n.changeLanguage(language);
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered when storage is unavailable; the switch still applies now.
    }
  }
}

/** The active UI language (sent as Accept-Language, used by Intl). */
export function getLanguage(): Language {
  const current = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(current) ? current : DEFAULT_LANGUAGE;
}
