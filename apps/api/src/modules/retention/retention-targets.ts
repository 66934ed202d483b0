// What each retention rule removes, written once: a kind's condition, counted by the preview
// and deleted by the run with the same SQL, so that a run removes exactly what its preview
// counted under the same cut-off (decision 053). Retention is the one job that reaches into
// other areas' tables to delete old rows: it is the rule that keeps each of them bounded, read
// from one place so that the super admin's preview is the whole truth.
import { sql, type SQL } from 'drizzle-orm';
import type { RetentionKind } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';

/** Letters' files that went (the bytes are deleted after the commit). */
export interface RemovedFile {
  storageKey: string;
  thumbnailKey: string | null;
}

interface Target {
  /** The rows the rule removes: `from ... where ...` with the cut-off. */
  rows(cutoff: Date): SQL;
  /** Deletes them; answers how many went and the files whose bytes must go after the commit. */
  remove(db: Database, cutoff: Date): Promise<{ count: number; files: RemovedFile[] }>;
}

/** Mail that is done: not waiting to be sent nor held by a paused campaign. */
const DONE_MAIL = sql`('sent', 'failed', 'bounced', 'skipped', 'cancelled', 'kept')`;

async function deleteCounting(db: Database, statement: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    db,
    sql`with gone as (${statement} returning 1) select count(*)::int as count from gone`,
  );
  return row?.count ?? 0;
}

// An alumni student's letters, sent (a draft: written) before the cut-off, that carry a file.
const alumniLettersWithFiles = (cutoff: Date) => sql`from sponsorship_letters l
    join students s on s.id = l.student_id
    where l.attachment_file_id is not null and s.status = 'alumni'
      and coalesce(l.sent_at, l.created_at) < ${cutoff}`;

const letterAttachments: Target = {
  rows: alumniLettersWithFiles,
  async remove(db, cutoff) {
    const [result] = await selectRows<{ count: number; files: RemovedFile[] | null }>(
      db,
      sql`with target as (select l.id, l.attachment_file_id as file_id ${alumniLettersWithFiles(cutoff)}
                            for update of l),
          cleared as (update sponsorship_letters set attachment_file_id = null from target
                       where sponsorship_letters.id = target.id returning target.file_id),
          gone as (delete from files where id in (select file_id from cleared)
                    returning storage_key, thumbnail_key)
        select (select count(*)::int from cleared) as count,
               (select json_agg(json_build_object('storageKey', storage_key,
                                                  'thumbnailKey', thumbnail_key))
                  from gone) as files`,
    );
    return { count: result?.count ?? 0, files: result?.files ?? [] };
  },
};

function plainTarget(table: string, where: (cutoff: Date) => SQL): Target {
  return {
    rows: (cutoff) => sql`from ${sql.identifier(table)} where ${where(cutoff)}`,
    async remove(db, cutoff) {
      const count = await deleteCounting(
        db,
        sql`delete from ${sql.identifier(table)} where ${where(cutoff)}`,
      );
      return { count, files: [] };
    },
  };
}

export const RETENTION_TARGETS: Record<RetentionKind, Target> = {
  letterAttachments,
  mailLog: plainTarget(
    'mail_outbox',
    (cutoff) => sql`status in ${DONE_MAIL} and created_at < ${cutoff}`,
  ),
  auditEntries: plainTarget('audit_log', (cutoff) => sql`at < ${cutoff}`),
  // Never paid: cancelled, expired, or still marked reserved though its hold ended long ago.
  // Refunded orders were paid: they stay for the accounts.
  unpaidOrders: plainTarget(
    'event_orders',
    (cutoff) => sql`paid_at is null and created_at < ${cutoff}
      and (status in ('cancelled', 'expired')
           or (status = 'reserved' and hold_expires_at < ${cutoff}))`,
  ),
  pushNotices: plainTarget('push_notices', (cutoff) => sql`created_at < ${cutoff}`),
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
