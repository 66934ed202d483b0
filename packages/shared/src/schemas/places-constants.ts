// Schools and villages: the plain values the screens and the schemas share (kinds, limits,
// registration codes, sorts, export columns). Kept apart from the schemas (places.ts) so that a
// screen that only lists places needs no validator in the browser
// (docs/decisions/028-validator-off-the-first-paint.md).

export const PLACE_KINDS = ['school', 'village'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export const PLACE_NAME_MAX_LENGTH = 150;

/** Digits and capitals without the look-alikes 0/O, 1/I/L (and U, read as V): easy to dictate. */
export const REGISTRATION_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REGISTRATION_CODE_LENGTH = 8;

/**
 * The form a registration code is stored and compared in: upper case, without spaces or
 * dashes, so "k7qm-3xpa" and "K7QM3XPA" are the same code.
 */
export function normalizeRegistrationCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** Shows a stored code in groups of four ("K7QM-3XPA") for reading aloud or printing. */
export function formatRegistrationCode(code: string): string {
  return code.length > 4 ? (code.match(/.{1,4}/g) ?? [code]).join('-') : code;
}

/** Sorts of the list. */
export const PLACE_SORT_FIELDS = ['name', 'createdAt'] as const;
export type PlaceSortField = (typeof PLACE_SORT_FIELDS)[number];

// Export columns, in order; each header is the message `placesExport.<column>` (the file name
// `placesExport.schoolsFileName` / `placesExport.villagesFileName`).
export const PLACE_EXPORT_COLUMNS = [
  'name',
  'country',
  'state',
  'enabled',
  'registrationEnabled',
  'registrationCode',
  'createdAt',
] as const;
export type PlaceExportColumn = (typeof PLACE_EXPORT_COLUMNS)[number];

/** The schools' and villages' API paths (places-endpoints.ts). */
export const PLACE_PATHS = {
  schools: '/edrocks/api/schools',
  schoolsExport: '/edrocks/api/schools/export',
  school: '/edrocks/api/schools/:id',
  schoolRegistrationCode: '/edrocks/api/schools/:id/registration-code',
  villages: '/edrocks/api/villages',
  villagesExport: '/edrocks/api/villages/export',
  village: '/edrocks/api/villages/:id',
  villageRegistrationCode: '/edrocks/api/villages/:id/registration-code',
} as const;
