// The audit log and an erasure (decision 052): the log is never edited, except here. The old
// entries about the person's records, and any entry whose values name them, keep who, when, the
// action and the field names; their values become ERASED_AUDIT_VALUE and their details go. The
// erasure's own statements write no entries (the triggers skip a transaction that set
// `portal.erasing`, migration 0056), so no value of the person is copied into new entries; one
// `erase` entry per record says who erased it and when, with the counts and no personal value.
import { sql, type SQL } from 'drizzle-orm';
import { ERASED_AUDIT_VALUE } from '@portal/shared';
import type { Database } from '../../db/client';
import { ids, mentionsPerson } from './erase-sql';
import { inList, type EraseTarget } from './erase-target';

/** Transaction-local: the audit triggers stand aside and the log's old entries may be redacted. */
export async function startErasing(tx: Database): Promise<void> {
  await tx.execute(sql`select set_config('portal.erasing', 'on', true)`);
}

function aboutPerson(target: EraseTarget) {
  const { userId, sponsorId, studentId } = ids(target);
  return sql`((entity = 'user' and entity_id = ${userId})
      or (entity = 'sponsor' and entity_id = ${sponsorId})
      or (entity = 'student' and entity_id = ${studentId})
      or (entity = 'parent' and entity_id in ${inList(target.parentIds)})
      or (entity = 'agreementAcceptance' and entity_id in
            (select id from agreement_acceptances where sponsor_id = ${sponsorId}))
      or (entity = 'donation' and entity_id in
            (select id from donations where lower(email) in ${inList(target.emails)}))
      or ${mentionsPerson(sql`changes::text`, target)}
      or ${mentionsPerson(sql`coalesce(details::text, '')`, target)}
      or ${mentionsPerson(sql`coalesce(reason, '')`, target)})`;
}

/** Entries that hold a value to redact: changes or details (a view or an export names none). */
const holdsValues = sql`(changes <> '[]'::jsonb or details is not null or reason is not null)`;

/** How many entries `about` finds that hold a value to redact. */
export function countAuditWhere(about: SQL) {
  return sql`select count(*)::int as n from audit_log
              where ${about} and action <> 'erase' and ${holdsValues}`;
}

export function countAuditEntries(target: EraseTarget) {
  return countAuditWhere(aboutPerson(target));
}

const redactValue = (value: string) =>
  sql.raw(`case when e -> '${value}' is null or e -> '${value}' = 'null'::jsonb
                then e -> '${value}' else to_jsonb('${ERASED_AUDIT_VALUE}'::text) end`);

/** Redacts the values, details and reason of the entries `about` finds (never an `erase` one). */
export async function redactAuditWhere(tx: Database, about: SQL): Promise<void> {
  await tx.execute(
    sql`update audit_log
           set changes = (select coalesce(jsonb_agg(jsonb_build_object(
                                   'field', e -> 'field',
                                   'before', ${redactValue('before')},
                                   'after', ${redactValue('after')}) order by n), '[]'::jsonb)
                            from jsonb_array_elements(changes) with ordinality as x(e, n)),
               details = case when details is null then null
                              else jsonb_build_object('erased', true) end,
               reason = case when reason is null then null else ${ERASED_AUDIT_VALUE} end
         where ${about} and action <> 'erase' and ${holdsValues}`,
  );
}

export async function redactAuditEntries(tx: Database, target: EraseTarget): Promise<void> {
  await redactAuditWhere(tx, aboutPerson(target));
}

/** One `erase` entry by the caller: the record (none for a person found by e-mail), no value. */
export async function insertEraseEntry(
  tx: Database,
  record: { entity: string; id: number | null },
  details: Record<string, unknown>,
): Promise<void> {
  await tx.execute(
    sql`insert into audit_log (actor_id, address, entity, entity_id, action, changes, details)
        values (nullif(current_setting('portal.actor', true), '')::integer,
                nullif(current_setting('portal.address', true), ''),
                ${record.entity}, ${record.id}, 'erase', '[]'::jsonb,
                ${JSON.stringify(details)}::jsonb)`,
  );
}

/** One `erase` entry per record erased, by the caller, with the counts (no personal value). */
export async function recordErasure(
  tx: Database,
  target: EraseTarget,
  counts: Record<string, number>,
): Promise<void> {
  const records: Array<[string, number]> = target.user.id > 0 ? [['user', target.user.id]] : [];
  if (target.sponsor) records.push(['sponsor', target.sponsor.id]);
  if (target.student) records.push(['student', target.student.id]);
  const details = { userId: target.user.id > 0 ? target.user.id : null, counts };
  for (const [entity, id] of records) await insertEraseEntry(tx, { entity, id }, details);
}
