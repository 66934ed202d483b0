// Picks the language of an answer from the Accept-Language header: es-CO when the client
// prefers any Spanish, otherwise the default en-US.
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared';

export function resolveLanguage(acceptLanguage: string | string[] | undefined): Language {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.trim().split(';');
      const q = attributes
        .map((attribute) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(attribute)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'es') return 'es-CO';
    if (primary === 'en' || primary === '*') return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}
