// Import (Tools screen): students or sponsors from a CSV or Excel (.xlsx) file, under
// /edrocks/api/imports (paths in api-paths.ts). Only super and global admins (`tools` area).
//
// Endpoints:
//   GET  IMPORT_PATHS.importTemplate ?kind=students|sponsors&format=csv|xlsx -> an empty file with the
//        headers in the request's language (Accept-Language).
//   POST IMPORT_PATHS.importPreview  ?kind=...  multipart, field `file` -> importPreviewSchema: every row
//        with its problems; nothing is written.
//   POST IMPORT_PATHS.importCommit   ?kind=...  multipart, the same file again -> importCommitSchema. The
//        file is checked again and imported only when it has no problem, in one transaction: all
//        rows or none. Nothing is kept between preview and commit (any API instance answers).
//
// The file: at most IMPORT_MAX_BYTES and IMPORT_MAX_ROWS rows; a CSV in UTF-8 (a byte-order
// mark is fine; comma, semicolon or tab separated) or an Excel workbook (.xlsx, first sheet).
// The first row holds the headers, in English or Spanish, in any order, accents and case
// ignored (IMPORT_HEADERS lists every accepted header). Row numbers are the spreadsheet's:
// the headers are row 1, the first student or sponsor row 2. Blank rows are skipped.
//
// Students: first name*, last name*, birthdate* (YYYY-MM-DD or DD/MM/YYYY), gender* (male,
//   female, in either language), grade* (as listed in the app, either language, or its
//   number 1-12), status (active, inactive, alumni; blank: active), village* (its name, case
//   and accents ignored; must be enabled), school (its name, optional; enabled), external id
//   (optional; unique).
// Sponsors: first name*, last name*, e-mail* (unique), phone, school* (its name; enabled),
//   birthdate (optional).
import { z } from 'zod';
import { IMPORT_PATHS } from './imports-constants';
import { defineEndpoint, fileAnswerSchema } from '../endpoint';
import { fieldMessage } from '../messages';
import { exportFormatSchema } from './lists-query';

export const IMPORT_KINDS = ['students', 'sponsors'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_EXTENSIONS = ['csv', 'xlsx'] as const;

export const STUDENT_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'birthdate',
  'gender',
  'grade',
  'status',
  'village',
  'school',
  'externalId',
] as const;
export const SPONSOR_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'school',
  'birthdate',
] as const;
export type ImportColumn =
  (typeof STUDENT_IMPORT_COLUMNS)[number] | (typeof SPONSOR_IMPORT_COLUMNS)[number];

export const IMPORT_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  students: STUDENT_IMPORT_COLUMNS,
  sponsors: SPONSOR_IMPORT_COLUMNS,
};

/** Columns a row must fill. */
export const IMPORT_REQUIRED_COLUMNS: Record<ImportKind, readonly ImportColumn[]> = {
  students: ['firstName', 'lastName', 'birthdate', 'gender', 'grade', 'village'],
  sponsors: ['firstName', 'lastName', 'email', 'school'],
};

/**
 * Every header accepted for a column (compared after removing accents, case, spaces, dots,
 * dashes and underscores, so "E-mail", "email" and "Correo electrónico" all work).
 */
export const IMPORT_HEADERS: Record<ImportColumn, readonly string[]> = {
  firstName: ['First name', 'First names', 'Given name', 'Nombre', 'Nombres', 'Primer nombre'],
  lastName: ['Last name', 'Last names', 'Surname', 'Family name', 'Apellido', 'Apellidos'],
  birthdate: ['Birthdate', 'Birth date', 'Date of birth', 'Fecha de nacimiento', 'Nacimiento'],
  gender: ['Gender', 'Sex', 'Género', 'Sexo'],
  grade: ['Grade', 'Grado', 'Curso'],
  status: ['Status', 'Estado'],
  village: ['Village', 'Vereda', 'Aldea', 'Pueblo'],
  school: ['School', 'Colegio', 'Escuela', 'Institución'],
  externalId: ['External ID', 'ID', 'ID externo', 'Identificación', 'Documento'],
  email: ['Email', 'E-mail', 'Email address', 'Correo', 'Correo electrónico'],
  phone: ['Phone', 'Phone number', 'Teléfono', 'Celular', 'Número de teléfono'],
};

/** A header as compared: no accents, no case, letters and digits only. */
export function normalizeImportHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const invalid = fieldMessage('validation.invalidValue');

export const importKindSchema = z.enum(IMPORT_KINDS, { error: invalid });

/** Query of the preview and the commit. */
export const importQuerySchema = z.object({ kind: importKindSchema });
export type ImportQuery = z.infer<typeof importQuerySchema>;

export const importTemplateQuerySchema = z.object({
  kind: importKindSchema,
  format: exportFormatSchema,
});
export type ImportTemplateQuery = z.infer<typeof importTemplateQuerySchema>;

export const importProblemSchema = z.object({
  /** The spreadsheet row (headers are row 1). */
  row: z.number().int(),
  /** The column's key, or null for a problem of the whole row. */
  column: z.string().nullable(),
  /** Translated into the request's language. */
  message: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const importRowSchema = z.object({
  row: z.number().int(),
  /** The cells as read, in the order of `columns`. */
  values: z.array(z.string()),
  problems: z.array(importProblemSchema),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  kind: importKindSchema,
  /** The columns found, each with its key and the header as written in the file. */
  columns: z.array(z.object({ key: z.string(), header: z.string() })),
  rows: z.array(importRowSchema),
  totalRows: z.number().int(),
  /** Rows with at least one problem. */
  problemRows: z.number().int(),
  /** True when there is nothing to fix: the commit will import every row. */
  clean: z.boolean(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importCommitSchema = z.object({
  kind: importKindSchema,
  imported: z.number().int(),
});
export type ImportCommitResult = z.infer<typeof importCommitSchema>;

// ---------------------------------------------------------------------------------------------
// Endpoints (the Tools screen: super and global admins)

export const IMPORT_ENDPOINTS = {
  template: defineEndpoint({
    method: 'GET',
    path: IMPORT_PATHS.importTemplate,
    access: { area: 'tools', mode: 'read' },
    tag: 'imports',
    summary: 'An empty import file (CSV or Excel) with the headers in your language',
    query: importTemplateQuerySchema,
    download: true,
    responses: { 200: fileAnswerSchema },
    errors: [400, 401, 403],
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: IMPORT_PATHS.importPreview,
    access: { area: 'tools', mode: 'write' },
    tag: 'imports',
    summary:
      'Check every row of a CSV or .xlsx file (multipart, field `file`, at most 10 MB); nothing is written',
    query: importQuerySchema,
    upload: true,
    responses: { 200: importPreviewSchema },
    errors: [400, 401, 403, 413, 415],
  }),
  commit: defineEndpoint({
    method: 'POST',
    path: IMPORT_PATHS.importCommit,
    access: { area: 'tools', mode: 'write' },
    tag: 'imports',
    summary:
      'Import the same file as the preview: every row in one transaction, only when no row has a problem',
    query: importQuerySchema,
    upload: true,
    responses: { 200: importCommitSchema },
    errors: [400, 401, 403, 409, 413, 415],
  }),
};
