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
