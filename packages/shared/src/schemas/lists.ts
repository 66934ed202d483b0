// GET /edrocks/public/lists/: the lookup lists every form picks from (seed, point 3).
import { z } from 'zod';
import { API } from '../api-paths';
import { defineEndpoint } from '../endpoint';

/** `code` is stable and translated by the web (e.g. `grades.1-first`); `name` is the English label. */
export const lookupItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type LookupItem = z.infer<typeof lookupItemSchema>;

export const placeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  countryId: z.number().int().nullable(),
  stateId: z.number().int().nullable(),
});
export type PlaceItem = z.infer<typeof placeItemSchema>;

export const stateItemSchema = lookupItemSchema.extend({ countryId: z.number().int() });

export const letterItemSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  title: z.string(),
  theme: z.string(),
  dueDate: z.string().nullable(),
});

export const listsResponseSchema = z.object({
  grades: z.array(lookupItemSchema),
  genders: z.array(lookupItemSchema),
  schools: z.array(placeItemSchema),
  villages: z.array(placeItemSchema),
  countries: z.array(lookupItemSchema),
  states: z.array(stateItemSchema),
  status: z.array(lookupItemSchema),
  letters: z.array(letterItemSchema),
  languages: z.array(lookupItemSchema),
});
export type ListsResponse = z.infer<typeof listsResponseSchema>;

/** Seed values, in display order. */
export const GRADES = [
  'preschool',
  'kindergarten',
  '1-first',
  '2-second',
  '3-third',
  '4-fourth',
  '5-fifth',
  '6-sixth',
  '7-seventh',
  '8-eighth',
  '9-ninth',
  '10-tenth',
  '11-eleventh',
  '12-twelfth',
  'college',
] as const;
export const GENDERS = ['male', 'female'] as const;
export const STUDENT_STATUSES = ['active', 'inactive', 'alumni', 'delete'] as const;

export const LIST_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: API.lists,
    access: 'public',
    tag: 'lists',
    summary: 'Lookup lists for forms',
    responses: { 200: listsResponseSchema },
    errors: [],
  }),
};
