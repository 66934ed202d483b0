// What each retention rule removes, written once: a kind's condition, counted by the preview
// and deleted by the run with the same SQL, so that a run removes exactly what its preview
// counted under the same cut-off (decision 053). The run deletes in batches (decision 057): each
// batch is the next rows of the condition in the order of the table's key after the last key of
// the batch before (keyset), at most `limit` of them, so a batch is an index walk that never
// reads what an earlier batch left. Retention is the one job that reaches into other areas'
// tables to delete old rows: it is the rule that keeps each of them bounded, read from one place
// so that the super admin's preview is the whole truth.
import { sql, type SQL } from 'drizzle-orm';
import type { RetentionKind } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';

/** Letters' files that went (the bytes are deleted after the batch's commit). */
export interface RemovedFile {
  storageKey: string;
  thumbnailKey: string | null;
}

/** Where a batch stopped: the table's key of its last row (a number, or a composite key). */
export type BatchKey = Array<number | string>;

export interface RemovedBatch {
  count: number;
  files: RemovedFile[];
  /** The key of the batch's last row, where the next batch starts; null when it found none. */
  last: BatchKey | null;
  /** Whether the batch found fewer rows than it may take: nothing is left after it. */
  isLast: boolean;
}

interface Target {
  /** The rows the rule removes: `from ... where ...` with the cut-off. */
  rows(cutoff: Date): SQL;
  /** Deletes the next batch after `after` (null: from the start). */
  removeBatch(
    db: Database,
    cutoff: Date,
    after: BatchKey | null,
    limit: number,
  ): Promise<RemovedBatch>;
}

/** Mail that is done: not waiting to be sent nor held by a paused campaign. */
const DONE_MAIL = sql`('sent', 'failed', 'bounced', 'skipped', 'cancelled', 'kept')`;

/** `(a, b) > ($1, $2)`: the rows after the last one of the batch before. */
function afterKey(columns: readonly string[], after: BatchKey | null, alias?: string): SQL {
  if (after === null) return sql`true`;
  const names = columns.map((column) =>
    alias ? sql`${sql.identifier(alias)}.${sql.identifier(column)}` : sql.identifier(column),
  );
  return sql`(${sql.join(names, sql`, `)}) > (${sql.join(
    after.map((value) => sql`${value}`),
    sql`, `,
  )})`;
}

const keyList = (columns: readonly string[], alias?: string) =>
  sql.join(
    columns.map((column) =>
      alias ? sql`${sql.identifier(alias)}.${sql.identifier(column)}` : sql.identifier(column),
    ),
    sql`, `,
  );

// An alumni student's letters, sent (a draft: written) before the cut-off, that carry a file.
const alumniLettersWithFiles = (cutoff: Date) => sql`from sponsorship_letters l
    join students s on s.id = l.student_id
    where l.attachment_file_id is not null and s.status = 'alumni'
      and coalesce(l.sent_at, l.created_at) < ${cutoff}`;

const letterAttachments: Target = {
  rows: alumniLettersWithFiles,
  async removeBatch(db, cutoff, after, limit) {
    const [result] = await selectRows<{
      count: number;
      taken: number;
      last: number | null;
      files: RemovedFile[] | null;
    }>(
      db,
      sql`with target as (select l.id, l.attachment_file_id as file_id ${alumniLettersWithFiles(cutoff)}
                              and ${afterKey(['id'], after, 'l')}
                            order by l.id limit ${limit} for update of l),
          cleared as (update sponsorship_letters set attachment_file_id = null from target
                       where sponsorship_letters.id = target.id
                       returning target.id, target.file_id),
          gone as (delete from files where id in (select file_id from cleared)
                    returning storage_key, thumbnail_key)
        select (select count(*)::int from cleared) as count,
               (select count(*)::int from target) as taken,
               (select max(id) from target) as last,
               (select json_agg(json_build_object('storageKey', storage_key,
                                                  'thumbnailKey', thumbnail_key))
                  from gone) as files`,
    );
    const last = result?.last ?? null;
    return {
      count: result?.count ?? 0,
      files: result?.files ?? [],
      last: last === null ? null : [Number(last)],
      isLast: (result?.taken ?? 0) < limit,
    };
  },
};

/** A table's rows under a condition, deleted a batch at a time in the order of its key. */
function plainTarget(table: string, key: readonly string[], where: (cutoff: Date) => SQL): Target {
  const name = sql.identifier(table);
  const descending = sql.join(
    key.map((column) => sql`${sql.identifier(column)} desc`),
    sql`, `,
  );
  return {
    rows: (cutoff) => sql`from ${name} where ${where(cutoff)}`,
    async removeBatch(db, cutoff, after, limit) {
      // The batch's last key is read from the rows it took, in the database's own order (a
      // text key sorts by its collation), where the next batch starts.
      const [result] = await selectRows<Record<string, number | string | null>>(
        db,
        sql`with target as (select ${keyList(key)} from ${name}
                             where ${where(cutoff)} and ${afterKey(key, after)}
                             order by ${keyList(key)} limit ${limit} for update),
                 gone as (delete from ${name} where (${keyList(key)}) in (select * from target)
                          returning 1)
            select (select count(*)::int from gone) as removed_count,
                   (select count(*)::int from target) as taken_count, last.*
              from (select 1) as one
              left join lateral (select * from target order by ${descending} limit 1) as last
                on true`,
      );
      const count = Number(result?.removed_count ?? 0);
      const isEmpty = result === undefined || result[key[0]!] === null;
      const last = isEmpty ? null : key.map((column) => result[column] as number | string);
      return { count, files: [], last, isLast: Number(result?.taken_count ?? 0) < limit };
    },
  };
}

export const RETENTION_TARGETS: Record<RetentionKind, Target> = {
  letterAttachments,
  mailLog: plainTarget(
    'mail_outbox',
    ['id'],
    (cutoff) => sql`status in ${DONE_MAIL} and created_at < ${cutoff}`,
  ),
  auditEntries: plainTarget('audit_log', ['id'], (cutoff) => sql`at < ${cutoff}`),
  // Never paid: cancelled, expired, or still marked reserved though its hold ended long ago.
  // Refunded orders were paid: they stay for the accounts.
  unpaidOrders: plainTarget(
    'event_orders',
    ['id'],
    (cutoff) => sql`paid_at is null and created_at < ${cutoff}
      and (status in ('cancelled', 'expired')
           or (status = 'reserved' and hold_expires_at < ${cutoff}))`,
  ),
  pushNotices: plainTarget(
    'push_notices',
    ['user_id', 'key'],
    (cutoff) => sql`created_at < ${cutoff}`,
  ),
};

/** How many rows the kind's rule removes at this cut-off (the preview). */
export async function countTarget(
  db: Database,
  kind: RetentionKind,
  cutoff: Date,
): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`select count(*)::int as count ${RETENTION_TARGETS[kind].rows(cutoff)}`,
  );
  return row?.count ?? 0;
}
