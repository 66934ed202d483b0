// The import of students or sponsors (Tools): the plain values screens and schemas share, kept apart from the schemas
// so that a screen calls the area without loading a validator (decision 028).

/** The import of students or sponsors from CSV or Excel: its API paths (imports.ts). */
export const IMPORT_PATHS = {
  importTemplate: '/edrocks/api/imports/template',
  importPreview: '/edrocks/api/imports/preview',
  importCommit: '/edrocks/api/imports/commit',
} as const;
