// Finding a person's e-mail or full name inside a stored text (an audit entry's values, a mail's
// text, a throttle key, a provider's notification) as a whole address or a whole name, never as
// a part of another one: `ana@example.org` is not found in `juana@example.org` nor in
// `ana@example.org.co`, and "Ana Gomez" is not found in "Mariana Gomezano". A plain substring
// search would redact, empty or delete another person's records (decision 054).
import { sql, type SQL } from 'drizzle-orm';

/** Characters of a regular expression (PostgreSQL's advanced syntax) taken literally. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * What may stand right before or after an address and still be part of it: the address goes on
 * (a longer local part or domain), so it is someone else's. A full stop after it ends a sentence
 * unless a letter or digit follows (a longer domain).
 */
const EMAIL_BEFORE = "(?<![a-z0-9._%+'-])";
const EMAIL_AFTER = '(?![a-z0-9_-]|\\.[a-z0-9])';

/** Letters (with the accented Latin ones) and digits go on a word: the name is another one. */
const NAME_EDGE = '[[:alnum:]_\u00c0-\u024f]';

/** A pattern finding any of the addresses as a whole; null when there is none. */
export function emailPattern(emails: readonly string[]): string | null {
  const parts = [...new Set(emails.map((email) => email.trim().toLowerCase()))].filter(Boolean);
  if (parts.length === 0) return null;
  return `${EMAIL_BEFORE}(?:${parts.map(escapeRegex).join('|')})${EMAIL_AFTER}`;
}

/** A pattern finding any of the full names as whole words; null when there is none. */
export function namePattern(names: readonly string[]): string | null {
  const parts = [...new Set(names.map((name) => name.trim()))].filter(Boolean);
  if (parts.length === 0) return null;
  return `(?<!${NAME_EDGE})(?:${parts.map(escapeRegex).join('|')})(?!${NAME_EDGE})`;
}

/** The patterns of a person's addresses and names (those that exist). */
export function personPatterns(emails: readonly string[], names: readonly string[]): string[] {
  return [emailPattern(emails), namePattern(names)].filter(
    (pattern): pattern is string => pattern !== null,
  );
}

/** Whether the text (case aside) holds one of the patterns; false when there is none. */
export function holdsAny(column: SQL, patterns: readonly string[]): SQL {
  if (patterns.length === 0) return sql`false`;
  return sql`(${sql.join(
    patterns.map((pattern) => sql`coalesce(${column}, '') ~* ${pattern}`),
    sql` or `,
  )})`;
}

/** The text with every match of the patterns replaced by `replacement` (case aside). */
export function replaceAll(column: SQL, patterns: readonly string[], replacement: string): SQL {
  let replaced = column;
  for (const pattern of patterns)
    replaced = sql`regexp_replace(${replaced}, ${pattern}, ${replacement}, 'gi')`;
  return replaced;
}
