// The one shape of every list endpoint: search, filters, server-side paging and sorting
// (UX.md, "List -> details -> edit"), and the page it answers with (docs/decisions/015).
//
// Paging: `page` numbers the page for people; `cursor` (from the previous answer's `next` or
// `previous`, or `end` for the last page) says where it starts, so that a deep page costs as
// little as the first. Without a cursor the page is read by its number. The total is exact, or
// with `totalKind: 'atLeast'` a floor that the screen shows as "more than ...". The plain values
// (limits, the last page's cursor) are in constants.ts, which screens read without the schemas.
import { z } from 'zod';
import {
  CURSOR_MAX_LENGTH,
  EXPORT_FORMATS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SEARCH_MAX_LENGTH,
  TOTAL_KINDS,
  type TotalKind,
} from '../constants';
import { fieldMessage } from '../messages';

const invalid = fieldMessage('validation.invalidValue');

/** The paging fields of a list query: an export has none of them. */
export const PAGING_FIELDS = { page: true, pageSize: true, cursor: true } as const;

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
    cursor: z
      .string({ error: invalid })
      .max(CURSOR_MAX_LENGTH, { error: invalid })
      .regex(/^[\w-]+$/, { error: invalid })
      .optional(),
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
    /** Exact, or (totalKind "atLeast") a floor: there are more rows than this. */
    total: z.number().int(),
    totalKind: z.enum(TOTAL_KINDS).default('exact'),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The cursor of the following page; null on the last one. */
    next: z.string().nullable().default(null),
    /** The cursor of the page before; null on the first one. */
    previous: z.string().nullable().default(null),
  });
}

export interface Page<Item> {
  items: Item[];
  total: number;
  totalKind: TotalKind;
  page: number;
  pageSize: number;
  next: string | null;
  previous: string | null;
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
