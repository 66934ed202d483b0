// The one shape of every list endpoint: search, filters, server-side paging and sorting
// (UX.md, "List -> details -> edit"), and the page it answers with.
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants';
import { fieldMessage } from '../messages';

export const SEARCH_MAX_LENGTH = 100;
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const invalid = fieldMessage('validation.invalidValue');

/** `?q=&page=&pageSize=&sort=&order=` plus the list's own filters. Pages count from 1. */
export function listQuerySchema<
  const Sort extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape = Record<never, never>,
>(sortFields: Sort, filters?: Filters) {
  return z.object({
    q: z
      .string({ error: invalid })
      .trim()
      .max(SEARCH_MAX_LENGTH, {
        error: fieldMessage('validation.maxChars', { num: SEARCH_MAX_LENGTH }),
      })
      .optional(),
    page: z.coerce
      .number({ error: fieldMessage('validation.invalidNumber') })
      .int({ error: fieldMessage('validation.invalidNumber') })
      .min(1, { error: fieldMessage('validation.invalidNumber') })
      .max(1_000_000, { error: fieldMessage('validation.invalidNumber') })
      .default(1),
    pageSize: z.coerce
      .number({ error: fieldMessage('validation.invalidNumber') })
      .int({ error: fieldMessage('validation.invalidNumber') })
      .min(1, { error: fieldMessage('validation.invalidNumber') })
      .max(PAGE_SIZE_MAX, { error: fieldMessage('validation.invalidNumber') })
      .default(PAGE_SIZE_DEFAULT),
    sort: z.enum(sortFields, { error: invalid }).default(sortFields[0] as Sort[number]),
    order: z.enum(['asc', 'desc'], { error: invalid }).default('asc'),
    ...((filters ?? {}) as Filters),
  });
}

/** The same query plus the file format, for `.../export`: every filtered row, not one page. */
export const exportFormatSchema = z.enum(EXPORT_FORMATS, { error: invalid }).default('csv');

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/** Query-string booleans ("true"/"false") as filters. */
export const booleanFilter = z
  .enum(['true', 'false'], { error: invalid })
  .transform((value) => value === 'true')
  .optional();

/** Query-string id filters. */
export const idFilter = z.coerce
  .number({ error: fieldMessage('validation.invalidNumber') })
  .int({ error: fieldMessage('validation.invalidNumber') })
  .positive({ error: fieldMessage('validation.invalidNumber') })
  .max(2_147_483_647, { error: fieldMessage('validation.invalidNumber') })
  .optional();

/**
 * What names are searched by: accents and case removed, spaces folded, so "Jose" finds "José".
 * The server stores it in a `search_text` column; both sides use this same function.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
