// One Intl formatter per language and options, kept: building one loads the locale's data and
// costs far more than formatting with it (a list's pager built several per render), and a
// formatter never changes once built.

/** More distinct formats than the product uses: past it, the kept ones are let go. */
const MAX_KEPT = 256;
const kept = new Map<string, unknown>();

/** `new Kind(language, options)`, built once per kind, language and options. */
export function intlFormatter<Options extends object, Formatter>(
  Kind: (new (language: string, options?: Options) => Formatter) & { name: string },
  language: string,
  options?: Options,
): Formatter {
  const key = `${Kind.name}\u0000${language}\u0000${options ? JSON.stringify(options) : ''}`;
  const known = kept.get(key) as Formatter | undefined;
  if (known) return known;
  const formatter = new Kind(language, options);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, formatter);
  return formatter;
}

/**
 * A language's name in the reader's language ("inglés" in es-CO, "Spanish" in en-US), from a
 * language code of the portal (`en-US`) or a bare one (`en`): the language, not its country
 * ("inglés", not "inglés (Estados Unidos)"). Lower case where the language writes it so, as it
 * sits inside a sentence ("Traducida del inglés al español"); `capitalize` for a label alone.
 */
export function languageName(
  code: string,
  inLanguage: string,
  { capitalize = false }: { capitalize?: boolean } = {},
): string {
  const base = code.split('-')[0] ?? code;
  const name = displayName('language', base, inLanguage) ?? code;
  return capitalize ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : name;
}

/**
 * A country's name in the reader's language, from its ISO 3166-1 alpha-2 code ("Estados Unidos"
 * for `US` in es-CO); `fallback` (the stored English name) for a code Intl does not know.
 */
export function countryName(code: string, inLanguage: string, fallback?: string): string {
  return displayName('region', code.toUpperCase(), inLanguage) ?? fallback ?? code;
}

/** Intl.DisplayNames, whose options are required, in the shape intlFormatter takes: always given them. */
const DisplayNames = Intl.DisplayNames as unknown as (new (
  language: string,
  options?: Intl.DisplayNamesOptions,
) => Intl.DisplayNames) & { name: string };

function displayName(
  type: Intl.DisplayNamesType,
  code: string,
  inLanguage: string,
): string | undefined {
  try {
    // `fallback: 'none'`: an unknown code answers undefined rather than the code itself.
    return intlFormatter(DisplayNames, inLanguage, { type, fallback: 'none' }).of(code);
  } catch {
    return undefined; // A malformed code (RangeError): the caller's fallback.
  }
}
