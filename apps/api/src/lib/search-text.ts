// Name search on `search_text` columns (normalizeSearchText of the names): every word typed must
// appear somewhere, accents and case ignored, so "jose rodri" finds "José Rodríguez". A pg_trgm
// GIN index on the column serves these LIKE '%word%' conditions, or, for a common word, the name
// index walked in order (the students' name indexes carry the search text). Which one is best
// depends on the word, so a search is planned on every call (PLAN_PER_CALL).
import { and, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@portal/shared';
import { PLAN_PER_CALL } from '../db/statement-names';

/** LIKE treats % and _ as wildcards and \ as the escape: typed characters must match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE patterns of a search box's text, one per word typed (none when nothing was). */
export function searchTextPatterns(query: string | undefined): string[] {
  if (!query) return [];
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  return words.map((word) => `%${escapeLike(word)}%`);
}

/**
 * The condition that the column matches every pattern, or undefined when there is none. The
 * patterns may be placeholders (a query built once per shape, lib/prepared.ts).
 */
export function searchTextMatch(
  column: AnyColumn,
  patterns: Array<string | Placeholder>,
): SQL | undefined {
  if (patterns.length === 0) return undefined;
  const matches = and(...patterns.map((pattern) => sql`${column} like ${pattern}`));
  return sql`(${matches} ${sql.raw(PLAN_PER_CALL)})`;
}

/** The condition for a search box's text, or undefined when nothing was typed. */
export function searchTextCondition(column: AnyColumn, query: string | undefined): SQL | undefined {
  return searchTextMatch(column, searchTextPatterns(query));
}

/** The text stored in a `search_text` column for these parts (names, e-mail...). */
export function buildSearchText(...parts: Array<string | null | undefined>): string {
  return normalizeSearchText(parts.filter(Boolean).join(' '));
}
