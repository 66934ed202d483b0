// The recommitment e-mails' batches: claiming the sponsors whose unanswered requests are due an
// e-mail (never sent, or last sent a week ago or more) marks those requests as sent in the same
// statement, so that two processes, or two runs, never send one twice: the second finds the
// rows already marked once their locks are released.
import { sql } from 'drizzle-orm';
import type { Language } from '@portal/shared';
import { selectRows, type Database } from '../../db/client';
import { periods, recommitments, sponsors, students, users } from '../../db/schema/index';

export interface ClaimedNotice {
  sponsorId: number;
  userId: number | null;
  periodId: number;
  to: string | null;
  language: Language;
  isActive: boolean | null;
  sponsorFirstName: string;
  yearName: string;
  studentFirstName: string;
  noticesSent: number;
}

/** Claims up to `limit` sponsors' due requests; a row per request claimed, by sponsor. */
export function claimDueNotices(
  tx: Database,
  at: { now: Date; dueBefore: Date; limit: number },
): Promise<ClaimedNotice[]> {
  return selectRows<ClaimedNotice>(
    tx,
    sql`
      with due as (
        select r.sponsor_id from ${recommitments} r
        join ${periods} p on p.id = r.period_id and p.status <> 'closed'
        where r.state = 'pending' and (r.reminded_at is null or r.reminded_at <= ${at.dueBefore})
        group by r.sponsor_id order by r.sponsor_id limit ${at.limit}
      ),
      claimed as (
        update ${recommitments} r
        set reminded_at = ${at.now}, notices_sent = r.notices_sent + 1
        from due
        where r.sponsor_id = due.sponsor_id and r.state = 'pending'
          and (r.reminded_at is null or r.reminded_at <= ${at.dueBefore})
        returning r.sponsor_id, r.student_id, r.period_id, r.notices_sent
      )
      select c.sponsor_id as "sponsorId", sp.user_id as "userId", c.period_id as "periodId",
        u.email as "to", coalesce(u.language, 'en-US') as language,
        u.active as "isActive", sp.first_name as "sponsorFirstName", p.name as "yearName",
        st.first_name as "studentFirstName", c.notices_sent as "noticesSent"
      from claimed c
      join ${sponsors} sp on sp.id = c.sponsor_id
      left join ${users} u on u.id = sp.user_id
      join ${students} st on st.id = c.student_id
      join ${periods} p on p.id = c.period_id
      order by c.sponsor_id, st.first_name`,
  );
}
