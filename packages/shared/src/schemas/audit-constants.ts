// The audit log: the plain values the screens and the schemas share (the API paths, the kinds of
// record and entry, the limits). Kept apart from the schemas (audit.ts) so that the History
// section of a record's screen needs no validator in the browser (decision 028).

/** The audit log's API paths (audit-endpoints.ts). */
export const AUDIT_PATHS = {
  /** `?entity=student&id=1`: one record's history, newest first. */
  history: '/edrocks/api/audit',
  /** The super admin's search over the whole log, and its export. */
  log: '/edrocks/api/audit/log',
  logExport: '/edrocks/api/audit/log/export',
} as const;

/** The kinds of record whose changes are recorded (the triggers of migrations 0054 and later name them). */
export const AUDIT_ENTITIES = [
  'student',
  'sponsor',
  'parent',
  'user',
  'school',
  'village',
  'sponsorship',
  'agreement',
  'agreementVersion',
  'agreementAcceptance',
  'letter',
  'donation',
  'event',
  'period',
  'setting',
  /** A data request (decision 057): its kind, dates, state and note; not the person's words. */
  'dataRequest',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * Kinds of record whose history an admin reads within their scope; the others' history is read
 * by the unscoped coordinators (super and global admins) only.
 */
export const SCOPED_AUDIT_ENTITIES = [
  'student',
  'sponsor',
] as const satisfies readonly AuditEntity[];

/** What an entry records: a change by a trigger, or a view, an export, a download by lib/audit. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'view',
  'export',
  'download',
  /** A person erased (decision 052): one entry, with no value of theirs. */
  'erase',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A record's history answers its newest entries up to this many (`before` pages further). */
export const AUDIT_HISTORY_LIMIT = 50;

export const AUDIT_SORT_FIELDS = ['at'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** Kinds of record a history's value may point to by id, which the history names. */
export const AUDIT_REFERENCE_KINDS = ['school', 'village', 'country', 'user'] as const;
export type AuditReferenceKind = (typeof AUDIT_REFERENCE_KINDS)[number];

/**
 * Fields whose values are another record's id (as the API names them): a record's history
 * answers those records' names beside its entries, so that a screen shows "School: La Esperanza →
 * San José", not "12 → 15". A field not listed here shows its value as stored.
 */
export const AUDIT_REFERENCE_FIELDS: Readonly<Record<string, AuditReferenceKind>> = {
  schoolId: 'school',
  villageId: 'village',
  countryId: 'country',
  userId: 'user',
  recordedBy: 'user',
};

/** The key of a referenced record's name in a history's `names` (`school:12`). */
export function auditReferenceKey(kind: AuditReferenceKind, id: number): string {
  return `${kind}:${id}`;
}

/** The kind of record a change's value points to, when its field is a reference and its value an id. */
export function auditReference(
  field: string,
  value: unknown,
): { kind: AuditReferenceKind; id: number } | null {
  const kind = AUDIT_REFERENCE_FIELDS[field];
  if (!kind || typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return null;
  return { kind, id: value };
}
