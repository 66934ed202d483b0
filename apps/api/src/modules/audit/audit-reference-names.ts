// The names of the records a history's values point to by id (AUDIT_REFERENCE_FIELDS): a school,
// a village, a country, an account. Read as they are now, one query per kind for the ids of one
// page of entries (at most a few hundred), by primary key.
import { inArray, sql } from 'drizzle-orm';
import {
  AUDIT_REFERENCE_KINDS,
  auditReference,
  auditReferenceKey,
  type AuditItem,
  type AuditReferenceKind,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { countries, schools, users, villages } from '../../db/schema/index';

type NameRow = { id: number; name: string };

/** The tables of the places a value may point to: each has an `id` and a `name`. */
const PLACE_TABLES = { school: schools, village: villages, country: countries } as const;

function readNames(db: Database, kind: AuditReferenceKind, ids: number[]): Promise<NameRow[]> {
  if (kind === 'user') {
    return db
      .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
      .from(users)
      .where(inArray(users.id, ids));
  }
  const table = PLACE_TABLES[kind];
  return db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
}

/** The ids each kind of record is pointed to by in these entries' changes. */
function referencedIds(items: readonly AuditItem[]): Map<AuditReferenceKind, Set<number>> {
  const ids = new Map<AuditReferenceKind, Set<number>>();
  for (const { changes } of items) {
    for (const { field, before, after } of changes) {
      for (const value of [before, after]) {
        const reference = auditReference(field, value);
        if (!reference) continue;
        const ofKind = ids.get(reference.kind) ?? new Set<number>();
        ofKind.add(reference.id);
        ids.set(reference.kind, ofKind);
      }
    }
  }
  return ids;
}

/** `{ "school:12": "La Esperanza", "user:3": "Ana Gómez" }` for the records these entries name. */
export async function findReferenceNames(
  db: Database,
  items: readonly AuditItem[],
): Promise<Record<string, string>> {
  const ids = referencedIds(items);
  const names: Record<string, string> = {};
  for (const kind of AUDIT_REFERENCE_KINDS) {
    const ofKind = ids.get(kind);
    if (!ofKind) continue;
    for (const row of await readNames(db, kind, [...ofKind])) {
      names[auditReferenceKey(kind, row.id)] = row.name;
    }
  }
  return names;
}
