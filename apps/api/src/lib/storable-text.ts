// Text PostgreSQL can store and that is what the sender meant: no NUL character and no lone
// UTF-16 surrogate (the input rule of plugins/input-text.ts; imports check their cells with it).
/** NUL, or a surrogate half without its partner. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Objects nest at most this deep in what we accept; deeper input is refused rather than walked. */
const MAX_DEPTH = 32;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The path of the first string (or key) that cannot be stored, or undefined. */
export function findUnstorableText(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return path;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const itemPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return itemPath;
    const found = findUnstorableText(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
